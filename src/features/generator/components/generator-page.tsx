import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError } from '@/lib/api-error'
import { useAuth } from '@/lib/auth/auth-context'
import { MAX_DESCRIPTION_LENGTH, NAMES_PER_RUN, REVEAL_LIMIT, UPGRADE_LOCKED_DEFAULT } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import { track } from '@/lib/analytics'
import { useUsage } from '@/lib/queries/usage'
import { useGenerateNames } from '@/features/generator/api/generate-names'
import { isLocked, type NameResult } from '@/features/generator/api/types'
import { examplePrompts } from '@/features/generator/examples'
import { useGeneratorParams } from '@/features/generator/use-generator-params'
import { MarketingSections } from '@/features/generator/components/marketing-sections'
import { ResultsSection } from '@/features/generator/components/results-section'
import { UsageCounter } from '@/features/generator/components/usage-counter'

/** Spec §2: result count minus reveal limit, or 8 when there are no results yet. */
const lockedCountFor = (names: NameResult[]) =>
  names.length === 0 ? UPGRADE_LOCKED_DEFAULT : Math.max(names.filter(isLocked).length, names.length - REVEAL_LIMIT)

export function GeneratorPage() {
  useDocumentTitle('Name Generator')
  const { upgrade } = useGeneratorParams()
  const { user } = useAuth()
  const { openAuth, openUpgrade } = useDialogs()
  const usage = useUsage()
  const generate = useGenerateNames()
  const [description, setDescription] = useState('')
  const [names, setNames] = useState<NameResult[]>([])
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  useEffect(() => {
    if (upgrade) openUpgrade(UPGRADE_LOCKED_DEFAULT)
  }, [upgrade, openUpgrade])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!user) return openAuth('signup')
    const trimmed = description.trim()
    if (!trimmed) {
      toast.error('Tell us more!', { description: "We need to know what you're building to find the perfect name." })
      return
    }
    if (usage.data && !usage.data.premium && (usage.data.remaining ?? 0) <= 0) return openUpgrade(lockedCountFor(names))
    try {
      const result = await generate.mutateAsync(trimmed)
      setNames(result.names)
      track('generate_lead', { industry: 'general' })
      const revealed = result.names.filter((name) => !isLocked(name)).length
      toast.success('Names ready!', { description: `Found ${revealed} names that might just be perfect.` })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return openAuth('login')
      if (error instanceof ApiError && error.status === 402) return openUpgrade(lockedCountFor(names))
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        toast.error('Oops!', { description: error.message })
        return
      }
      console.warn('Generation failed', error)
      toast.error('Oops!', { description: 'Something went wrong. Give it another shot?' })
    }
  }

  const focusDescription = () => {
    textareaRef.current?.focus()
    textareaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  }

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-center font-display text-4xl font-semibold leading-tight text-slate-50 sm:text-5xl">
        Great names <span className="text-aura-400">|</span> Available domains{' '}
        <span className="text-aura-400">|</span> <span className="text-ember-300">In seconds.</span>
      </h1>
      <form className="mx-auto mt-10 max-w-2xl" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block text-lg font-semibold text-slate-100">
          What vision are you birthing?
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
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
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={generate.isPending}>
          {generate.isPending ? 'Weaving names from the void...' : 'Summon Names'}
        </Button>
        {usage.data ? <UsageCounter usage={usage.data} /> : null}
        {!user ? (
          <p className="mt-3 text-center text-sm text-slate-400">
            Free account: {NAMES_PER_RUN} names a run, 3 runs to start.
          </p>
        ) : null}
      </form>
      {names.length > 0 ? <ResultsSection names={names} onUnlock={() => openUpgrade(lockedCountFor(names))} /> : null}
      <MarketingSections onBegin={focusDescription} />
    </div>
  )
}
