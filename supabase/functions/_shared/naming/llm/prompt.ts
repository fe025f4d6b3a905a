// What we ask an LLM for and how we check what comes back. The schema check is hand-written
// (no zod in the engine) and strict: an item that is not exactly what we asked for is dropped.
import { hasOffensiveWord } from '../curated/blocklist.ts'
import type { NameIdea, NamingRequest } from '../types.ts'
import { compactName, nameKey, normalizeName, rejectReason, toDomain } from '../validate.ts'
import { likelyTakenCom } from '../alternatives.ts'
import { isFiller } from '../fillers.ts'

const MAX_EXCLUDED_IN_PROMPT = 60
const MAX_SLOGAN = 90
const MAX_RATIONALE = 200

// The same criteria the offline engine follows (see ../README.md and name-quality.md): what a
// founder shortlists, and what a blind judge marked as bad.
export function systemPrompt(): string {
  return [
    'You are a senior brand-naming strategist. Founders must want to shortlist your names.',
    'Given a one-sentence description of a business, invent short, brandable names.',
    'Build from concrete vocabulary of THIS business\'s own world: its objects, tools, materials,',
    'actions and places (for a coffee roaster: bean, kettle, crema, grind, roast).',
    'Patterns that work: an object joined with a role or a motion (Beanwright, Grindfolk, Kettlerun);',
    'a short concrete root with a light, familiar ending, 4-9 letters (Roastly, Mugsy);',
    'a fresh pun on a real word that is still easy to spell (Perkolate), never one every shop uses (Brewtiful, Pawsome);',
    'an evocative but specific image from the trade (SecondCrack), never a generic virtue.',
    'Never: stock endings that make nonsense (-vana, -radise, -porium, -topia, -ia, -ify);',
    'plain common words as names (Compass, Harbor, Evergreen: their .com is long gone);',
    'filler verbs or function words from the description (sell, made, using, only, online);',
    'meanings from another trade; anything close to a famous brand; offensive words.',
    'No two names of the same shape in one answer (not two -ly endings, not two -wright compounds).',
    'Every name: one word (camel case allowed, letters A-Z, 4 to 14 letters), or two or three capitalised words ("Back Forty Plumbing"), or two words joined by " & " ("Pipe & Pasture"), up to 22 characters; easy to say and spell.',
    'For each name give a slogan about this business and this name (at most 8 words, no template',
    'lines like "X, your way") and a one-line rationale "Name — how it was formed: how it ties to the business".',
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
  // By compact form too: "Pipe & Pasture" and "PipeandPasture" are one .com, so one name.
  const compact = (name: string) => compactName(name).toLowerCase()
  const excluded = new Set([...exclude].map(compact))
  const seen = new Set<string>()
  for (const item of (data as { names: unknown[] }).names) {
    if (typeof item !== 'object' || item === null) continue
    const { name, slogan, rationale } = item as Record<string, unknown>
    if (typeof name !== 'string' || typeof rationale !== 'string' || !rationale.trim()) continue
    const clean = normalizeName(stripMarkup(name))
    // The engine's own bar: no bare common words, fillers, brand look-alikes or stock endings.
    if (!clean || rejectReason(clean) || isFiller(clean) || isFiller(compactName(clean))) continue
    const key = nameKey(clean)
    if (seen.has(compact(clean)) || exclude.has(key) || excluded.has(compact(clean))) continue
    let why = oneLine(rationale)
    if (hasOffensiveWord(why)) continue
    if (!why.toLowerCase().startsWith(key)) why = `${clean} — ${why}`
    if (why.length > MAX_RATIONALE) why = why.slice(0, MAX_RATIONALE - 1).replace(/\s+\S*$/, '') + '…'
    seen.add(compact(clean))
    const idea: NameIdea = { name: clean, domain: toDomain(clean), rationale: why, strategy: 'llm', score: 0 }
    const line = typeof slogan === 'string' ? oneLine(slogan) : ''
    if (line && line.length <= MAX_SLOGAN && !hasOffensiveWord(line)) idea.slogan = line
    ideas.push(idea)
  }
  // .com preference: names whose .com is almost surely registered go last, in model order.
  const ranked = [...ideas.filter((i) => !likelyTakenCom(i.name)), ...ideas.filter((i) => likelyTakenCom(i.name))]
  return ranked.map((idea, i) => ({ ...idea, score: Math.round((1 - i / (ranked.length * 2)) * 1000) / 1000 }))
}

/** Models decorate names: "**Kettlerun**", "1. Grindfolk", "`Roastly`", "\"Mugsy\"". */
export function stripMarkup(raw: string): string {
  return raw.replace(/^\s*(?:\d+[.)]|[-*•])\s+/, '').replace(/[*_`#"“”‘’]/g, '').replace(/[.!,;:]+$/, '').trim()
}
