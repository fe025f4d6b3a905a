import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuth } from '@/lib/auth/auth-context'
import { MAX_DESCRIPTION_LENGTH, NAMES_PER_RUN } from '@/lib/constants'
import { useDialogs } from '@/lib/dialogs'
import type { Usage } from '@/lib/queries/usage'
import type { GeneratorEngine } from '@/features/generator/engine'
import type { GeneratorLiveProps } from '@/features/generator/components/generator-live'
import { examplePrompts } from '@/features/generator/examples'
import { useGeneratorParams } from '@/features/generator/use-generator-params'
import { MarketingSections } from '@/features/generator/components/marketing-sections'
import { UsageCounter } from '@/features/generator/components/usage-counter'

type GeneratorPageProps = {
  /** The server half (components/generator-live.tsx, loaded by the route), which reports in through onEngine. */
  Live: ComponentType<GeneratorLiveProps>
}

/**
 * The form and the page around it render from the prerendered HTML with no backend code; the
 * server half (runs, counters, results) arrives just after the first paint (the route loads it).
 * A Summon before then waits for it.
 */
export function GeneratorPage({ Live }: GeneratorPageProps) {
  useDocumentTitle('Name Generator')
  const { upgrade } = useGeneratorParams()
  const { user } = useAuth()
  const { openUpgrade } = useDialogs()
  const summonRef = useRef<GeneratorEngine['summon'] | null>(null)
  const queued = useRef<string | null>(null)
  const [pending, setPending] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const [usage, setUsage] = useState<Usage>()
  const [description, setDescription] = useState('')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  useEffect(() => {
    if (upgrade) openUpgrade()
  }, [upgrade, openUpgrade])

  const onEngine = useCallback((engine: GeneratorEngine) => {
    summonRef.current = engine.ready ? engine.summon : null
    setPending(engine.pending)
    setUsage(engine.usage)
    const waited = queued.current
    if (waited === null || !engine.ready) return
    queued.current = null
    setWaiting(false)
    void engine.summon(waited)
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (summonRef.current) return void summonRef.current(description)
    queued.current = description
    setWaiting(true)
  }
  const busy = pending || waiting

  const focusDescription = () => {
    textareaRef.current?.focus()
    textareaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
  }

  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-center font-display text-4xl font-semibold leading-tight text-slate-50 sm:text-5xl">
        {/* True since every name arrives with its domain's registry state (generate-names checks them). */}
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
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Weaving names from the void...' : 'Summon Names'}
        </Button>
        {usage ? <UsageCounter usage={usage} /> : null}
        {!user ? (
          <p className="mt-3 text-center text-sm text-slate-400">
            Free account: {NAMES_PER_RUN} names a run, 3 runs to start.
          </p>
        ) : null}
      </form>
      <Live onEngine={onEngine} />
      <MarketingSections onBegin={focusDescription} />
    </div>
  )
}
