// What we ask an LLM for and how we check what comes back. The schema check is hand-written
// (no zod in the engine) and strict: an item that is not exactly what we asked for is dropped.
import { hasOffensiveWord } from '../curated/blocklist.ts'
import type { NameIdea, NamingRequest } from '../types.ts'
import { normalizeName, rejectReason, toDomain } from '../validate.ts'

const MAX_EXCLUDED_IN_PROMPT = 60
const MAX_SLOGAN = 90
const MAX_RATIONALE = 200

export function systemPrompt(): string {
  return [
    'You are a senior brand-naming strategist.',
    'Given a one-sentence description of a project, invent short, brandable company names.',
    'Rules for every name: one word (camel case allowed), letters A-Z only, 4 to 14 letters,',
    'easy to say and spell, suitable as a .com, not an existing famous brand, nothing offensive.',
    'Vary the styles within one answer: compounds, blends/portmanteaus, evocative metaphors,',
    'Latin/Greek roots, clipped or coined words. Avoid generic names like "CoffeeShopCo".',
    'For each name give a short slogan (at most 8 words) and a one-line rationale in the form',
    '"Name — how it was formed: why it fits".',
    'Reply with JSON only, no prose, exactly: {"names":[{"name":"...","slogan":"...","rationale":"..."}]}',
  ].join('\n')
}

export function userPrompt(req: NamingRequest, howMany: number): string {
  const lines = [`Project: ${req.description.trim().slice(0, 500)}`, `Give ${howMany} names.`]
  const excluded = [...(req.exclude ?? [])].slice(-MAX_EXCLUDED_IN_PROMPT)
  if (excluded.length) lines.push(`Do not use any of these names (already shown): ${excluded.join(', ')}`)
  return lines.join('\n')
}

/** Pulls the first JSON object out of model text, tolerating code fences and chatter. */
export function extractJson(text: string): unknown {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start === -1 || end <= start) throw new Error('no JSON object in model output')
  return JSON.parse(text.slice(start, end + 1))
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * Checks `{names: [{name, slogan?, rationale}]}` item by item. Invalid, duplicate, excluded or
 * offensive items are dropped; a missing or overlong slogan is dropped from its item only.
 */
export function parseIdeas(data: unknown, exclude: Set<string>): NameIdea[] {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { names?: unknown }).names)) {
    throw new Error('expected an object with a "names" array')
  }
  const ideas: NameIdea[] = []
  const seen = new Set<string>()
  for (const item of (data as { names: unknown[] }).names) {
    if (typeof item !== 'object' || item === null) continue
    const { name, slogan, rationale } = item as Record<string, unknown>
    if (typeof name !== 'string' || typeof rationale !== 'string' || !rationale.trim()) continue
    const clean = normalizeName(name)
    if (!clean || rejectReason(clean)) continue
    const key = clean.toLowerCase()
    if (seen.has(key) || exclude.has(key)) continue
    let why = oneLine(rationale)
    if (hasOffensiveWord(why)) continue
    if (!why.toLowerCase().startsWith(key)) why = `${clean} — ${why}`
    if (why.length > MAX_RATIONALE) why = why.slice(0, MAX_RATIONALE - 1).replace(/\s+\S*$/, '') + '…'
    seen.add(key)
    const idea: NameIdea = { name: clean, domain: toDomain(clean), rationale: why, strategy: 'llm', score: 0 }
    const line = typeof slogan === 'string' ? oneLine(slogan) : ''
    if (line && line.length <= MAX_SLOGAN && !hasOffensiveWord(line)) idea.slogan = line
    ideas.push(idea)
  }
  return ideas.map((idea, i) => ({ ...idea, score: Math.round((1 - i / (ideas.length * 2)) * 1000) / 1000 }))
}
