// The patterns that won in the expert lists, built from a trade's concrete vocabulary (trades.ts):
// object + role (Beanwright, Grindfolk), two things of the trade joined (Wicktide), a light
// ending on a short concrete root (Roastly, Mugsy), puns and images written for the trade. Each
// candidate's rationale states how it traces to the brief; nothing is borrowed from other trades.
import { isWord, lookup } from '../lexicon.ts'
import { syllableCount } from '../phonetics.ts'
import { hashString } from '../rng.ts'
import type { Term, Vocab } from '../trades.ts'
import type { Candidate } from '../types.ts'
import { cap, sameStem, soundLink } from './shared.ts'

/** bake -> baking, cut -> cutting, roast -> roasting */
function ing(verb: string): string {
  if (/[^e]e$/.test(verb)) return verb.slice(0, -1) + 'ing'
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) return verb + verb.at(-1) + 'ing'
  return verb + 'ing'
}

interface Role { tail: string; actions: boolean; why: (t: Term) => string }
const ROLES: Role[] = [
  { tail: 'wright', actions: false, why: (t) => `a maker, as in shipwright: the people who work the ${t.word} every day` },
  { tail: 'folk', actions: true, why: (t) => t.kind === 'action' ? `the people who ${t.word} for a living` : `the people behind the ${t.word}` },
  { tail: 'hand', actions: false, why: (t) => `a hand, as in deckhand: a skilled worker with the ${t.word}` },
  { tail: 'crew', actions: false, why: (t) => t.kind === 'action' ? `the crew that does the ${ing(t.word)}` : `the ${t.subject} crew, named for the ${t.word}` },
  { tail: 'smith', actions: false, why: (t) => `a craftsman, as in blacksmith: ${t.subject} with the ${t.word} at the centre` },
]

/** A noun the brief itself wrote (not a WordNet neighbour of one, not another trade's object). */
const isOwn = (t: Term) => !t.trade && t.subject === t.word
const onsetOf = (w: string) => /^[^aeiouy]*/.exec(w)?.[0] ?? ''
const short = (t: Term, max: number) => t.word.length <= max && syllableCount(t.word) <= 2

function roleCompounds(v: Vocab): Candidate[] {
  const out: Candidate[] = []
  // Only the main trade's objects and its two core actions (grind, groom): a role on a detail of
  // the brief (Barnfolk for a plumber) or on a side action (Holdcrew) has to stretch.
  const main = new Set(v.hits.filter((h) => h.main).map((h) => h.trade))
  const core = v.actions.filter((t) => t.trade && main.has(t.trade) && t.trade.actions.indexOf(t.word) < 2)
  // A brief no trade covers has only its own nouns (and their parts) to put a role on.
  const own = v.objects.filter((t) => t.kind !== 'key' && (main.size ? t.trade && main.has(t.trade) : isOwn(t))).slice(0, 8)
  // A brief's own noun may be longer (mirror, sketch): it is all a brief no trade covers has.
  const terms = [...own, ...core].filter((t) => short(t, main.size ? 6 : 7))
  for (const t of terms) {
    // Each root gets one role, chosen by the word, so roles spread evenly over briefs.
    const start = hashString(t.word) % ROLES.length
    // A brief no trade covers has two or three nouns: each may take any role, so its run still
    // finds eight names on distinct tails.
    for (let k = 0; k < (main.size ? 2 : ROLES.length); k++) {
      const role = ROLES[(start + k) % ROLES.length]
      if (t.kind === 'action' && !role.actions) continue
      const name = cap(t.word + role.tail)
      out.push({
        // The shared 'role' part keeps a run to one object + role name while other shapes remain.
        name, strategy: 'compound', parts: [t.word, role.tail, 'role'], formation: `${t.word} + ${role.tail}`, why: role.why(t),
        relevance: t.weight * (k === 0 ? 1 : 0.9), quality: 0.9, head: t.word, tail: role.tail,
      })
    }
  }
  return out
}

function pairs(v: Vocab): Candidate[] {
  const out: Candidate[] = []
  const main = v.hits.find((h) => h.main)?.trade ?? null
  const objs = v.objects.slice(0, main ? 12 : 20).filter((t) => short(t, main ? 6 : 7))
  // The brief's own compound word back again (Sailcloth, Swimwear) is no name.
  const written = new Set(v.brief.tokens)
  // Without a trade, the brief's own nouns are the anchor: another of its things or a part of one
  // set against a noun of the brief (MirrorScope), never two borrowed words.
  const anchor = (t: Term) => main ? t.trade === main : !t.trade && t.subject === t.word
  for (const a of objs) {
    for (const b of objs) {
      // Without a trade: two of the brief's nouns, or a WordNet neighbour of one set against
      // another (ReefCloth for sailcloth beachwear), never a word against its own synonym.
      // A neighbour of half a closed compound (woof, of the cloth in sailcloth) is two steps away.
      const nearOwn = !a.trade && a.subject !== b.word && (written.has(a.subject) || v.brief.lemmas.includes(a.subject))
      if (a === b || sameStem(a.word, b.word) || (!main && !(isOwn(b) && (isOwn(a) || nearOwn)))) continue
      const joined = a.word + b.word
      if (joined.length < 6 || joined.length > (main ? 10 : 12) || isWord(joined) || written.has(joined) || written.has(joined + 's') || /([^aeiouy])\1\1/.test(joined)) continue
      // A pair reads as a name when it sets a detail of the brief (its place, its second trade)
      // against the main trade's object (Saltwick) or alliterates; two objects of one trade
      // side by side read as tags (Cupmug, Jarwax).
      const framed = main ? a.trade !== main && b.trade === main : anchor(b)
      const echo = onsetOf(a.word) !== '' && onsetOf(a.word) === onsetOf(b.word)
      if (!framed && !echo) continue
      const name = joined.length <= 9 ? cap(joined) : cap(a.word) + cap(b.word)
      const why = a.trade === b.trade ? `the ${a.word} and the ${b.word} of ${b.subject}` : a.trade ? `the ${a.word} of ${a.subject} and the ${b.word} of ${b.subject}` : `the ${b.word} of ${b.subject}, with the ${a.word} of the brief`
      out.push({
        // The shared 'pair' part keeps a run to one pair while other shapes remain.
        name, strategy: 'blend', parts: [a.word, b.word, 'pair'], formation: `${a.word} + ${b.word}`, why,
        relevance: 0.55 * a.weight + 0.45 * b.weight, quality: soundLink(a.word, b.word) ? 0.95 : 0.8, head: a.word, tail: b.word,
      })
    }
  }
  return out
}

// Light, familiar endings that keep a concrete root readable (Roastly, Mugsy).
function lightEndings(v: Vocab): Candidate[] {
  const out: Candidate[] = []
  const main = new Set(v.hits.filter((h) => h.main).map((h) => h.trade))
  // Not the brief's word for the subject itself: "Dogly, the dog at the heart of dogs".
  for (const t of v.objects.filter((o) => o.kind !== 'key' && (main.size ? !o.trade || main.has(o.trade) : isOwn(o))).slice(0, 8)) {
    // Nouns only: an ending on a verb reads as an adverb (Teachly).
    if (t.word.length < 3 || t.word.length > 6 || syllableCount(t.word) !== 1 || ((lookup(t.word)?.pos ?? 1) & 1) === 0) continue
    const forms: [string, string][] = []
    if (/[^aeiouy]$/.test(t.word)) forms.push([t.word + 'ly', 'ly'])
    if (/^[^aeiou]*[aeiou][bdgkmnpt]$/.test(t.word)) forms.push([t.word + 'sy', 'sy'])
    for (const [raw, ending] of forms) {
      if (isWord(raw) || raw.length < 5 || raw.length > 9) continue
      out.push({
        name: cap(raw), strategy: 'affix', parts: [t.word, ending], formation: `${t.word} + -${ending}`,
        why: `the ${t.word} at the heart of ${t.subject}, with a friendly ending`,
        relevance: t.weight * 0.9, quality: ending === 'ly' ? 0.85 : 0.8, head: t.word, tail: ending,
      })
    }
  }
  return out
}

function madeForTrade(v: Vocab): Candidate[] {
  const out: Candidate[] = []
  for (const { trade, weight, main } of v.hits) {
    // Puns and images of a trade the brief only touches would name another business.
    if (!main) continue
    for (const p of trade.puns) {
      // A pun that is simply a dictionary word ("Potted") is a common word, not a brand.
      if (isWord(p.name.toLowerCase())) continue
      const parts = p.formation.split('+').map((s) => s.trim().toLowerCase().split(' ')[0]).filter(Boolean)
      out.push({ name: p.name, strategy: 'respell', parts, formation: p.formation, why: p.why, relevance: weight, quality: 0.95, head: parts[0], tail: parts[1] })
    }
    for (const s of trade.scenes) {
      const words = s.name.split(/(?=[A-Z])/).map((w) => w.toLowerCase())
      if (words.length < 2 && isWord(s.name.toLowerCase())) continue
      out.push({ name: s.name, strategy: 'metaphor', parts: words, formation: words.join(' + '), why: s.why, relevance: weight, quality: 0.92, head: words[0], tail: words.at(-1) })
    }
  }
  return out
}

// Where a maker or a trade works, for a brief no trade covers: Mirrorworks, Kayakyard.
const PLACES: [string, string][] = [['works', 'the workshop where the'], ['yard', 'the yard full of'], ['house', 'the house of the']]

function placeNames(v: Vocab): Candidate[] {
  if (v.hits.some((h) => h.main)) return []
  const out: Candidate[] = []
  for (const t of v.objects.filter(isOwn).slice(0, 6)) {
    if (t.word.length > 7) continue
    const start = hashString(t.word) % PLACES.length
    for (let k = 0; k < PLACES.length; k++) {
      const [tail, lead] = PLACES[(start + k) % PLACES.length]
      const raw = t.word + tail
      if (isWord(raw) || raw.length > 12) continue
      out.push({
        name: cap(raw), strategy: 'compound', parts: [t.word, tail, 'place'], formation: `${t.word} + ${tail}`,
        why: `${lead} ${t.word}${tail === 'yard' ? 's' : ''}${tail === 'works' ? ' is made' : ''}`, relevance: t.weight * (0.92 - 0.04 * k), quality: 0.85, head: t.word, tail,
      })
    }
  }
  return out
}

export function concreteCandidates(v: Vocab): Candidate[] {
  return [...madeForTrade(v), ...roleCompounds(v), ...pairs(v), ...lightEndings(v), ...placeNames(v)]
}
