import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { UPGRADE_LOCKED_DEFAULT } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { examplePrompts } from '@/features/generator/examples'
import { useGeneratorParams } from '@/features/generator/use-generator-params'

export function GeneratorPage() {
  useDocumentTitle('Name Generator')
  const { upgrade } = useGeneratorParams()
  const { openUpgrade } = useDialogs()
  useEffect(() => {
    if (upgrade) openUpgrade(UPGRADE_LOCKED_DEFAULT)
  }, [upgrade, openUpgrade])
  const [description, setDescription] = useState('')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-center font-display text-4xl font-semibold leading-tight text-slate-50 sm:text-5xl">
        Great names <span className="text-aura-400">|</span> Available domains{' '}
        <span className="text-aura-400">|</span> <span className="text-ember-300">In seconds.</span>
      </h1>
      <form className="mx-auto mt-10 max-w-2xl" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="block text-lg font-semibold text-slate-100">
          What vision are you birthing?
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          maxLength={500}
          placeholder="e.g. a cold-brew coffee shop for night-shift nurses"
          className="mt-3 w-full rounded-2xl border border-night-600 bg-night-900 p-4 text-slate-100 placeholder:text-slate-500 focus:border-aura-400"
        />
        <div className="mt-3 flex flex-wrap gap-2" aria-label="Example ideas">
          {examplePrompts.map((prompt) => (
            <button
              key={prompt}
              type="button"
              onClick={() => {
                setDescription(prompt)
                textareaRef.current?.focus()
              }}
              className="rounded-full border border-night-600 px-3 py-1.5 text-sm text-slate-300 hover:border-aura-400 hover:text-aura-300"
            >
              {prompt}
            </button>
          ))}
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled>
          Summon Names
        </Button>
        <p className="mt-2 text-center text-sm text-slate-400">Name generation opens with accounts, very soon.</p>
      </form>
      <section aria-labelledby="results-heading" className="mt-16">
        <h2 id="results-heading" className="font-display text-3xl text-slate-50">
          Names from the depths
        </h2>
        <p className="mt-3 text-slate-400">Your names will appear here.</p>
      </section>
    </div>
  )
}
