// Spelling-based phonetics: good enough to split words into syllables for blending and to
// reject coinages that nobody could say on a phone call ("Brwvx").

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u'])
// Consonant pairs spelled as one sound; counted as one consonant in clusters.
const DIGRAPHS = ['th', 'sh', 'ch', 'ph', 'wh', 'ck', 'ng', 'gh', 'qu']
const ONSETS = new Set(
  'bl br ch cl cr dr fl fr gl gr kl kn kr pl pr sc sh sk sl sm sn sp st sw th tr tw wh wr ph qu spr str scr spl squ thr shr chr sch gn ps'.split(' '),
)
const CODAS = new Set(
  'ck ct ft ld lf lk lm lp lt mp nd ng nk nt ns pt rb rd rk rl rm rn rp rs rt sk sp st th sh ch tch x ght nch rch lch rst nth lth mph ngs nks nts rds rks rms rts lls ss ll ff zz ps ts ks ds gs ms ns ls rf rg rch ze'.split(' '),
)
const BAD_PAIRS = /q(?!u)|([jvwhyk])\1|x[^aeiouy]|j[^aeiou]|[^aeiou]j[^aeiou]|uu|ii|aa|yy|wy|yw|vl|vd|vr$|dt|td|bp|pb|gk|kg|fv|vf|sz|zs|cg|gc|hk|kh|tl$|dl$|sr|zr|hv|vh|mw|nw|wm|wn$/
const STRONG_ONSETS = new Set('bl br cl cr dr fl fr gl gr pl pr tr'.split(' '))

export function isVowelAt(word: string, i: number): boolean {
  const c = word[i]
  if (VOWELS.has(c)) return true
  // y is a vowel after a consonant ("lyft", "daisy") but a consonant before a vowel ("yard").
  return c === 'y' && i > 0 && !VOWELS.has(word[i - 1]) && !VOWELS.has(word[i + 1] ?? '')
}

/** Splits a lower-case word into spelling syllables: "nirvana" -> nir|va|na. */
export function syllabify(word: string): string[] {
  const w = word.toLowerCase()
  const nuclei: [number, number][] = []
  for (let i = 0; i < w.length; ) {
    if (isVowelAt(w, i)) {
      let j = i + 1
      while (j < w.length && isVowelAt(w, j)) j++
      nuclei.push([i, j])
      i = j
    } else i++
  }
  // A final silent e ("paradise") joins the previous syllable; "-le" after a consonant is its own.
  const last = nuclei.at(-1)
  if (nuclei.length > 1 && last && last[0] === w.length - 1 && w.endsWith('e') && !/[^aeiou]le$/.test(w)) nuclei.pop()
  if (nuclei.length <= 1) return [w]
  const parts: string[] = []
  let start = 0
  for (let k = 0; k < nuclei.length - 1; k++) {
    const from = nuclei[k][1]
    const to = nuclei[k + 1][0]
    const cluster = w.slice(from, to)
    let cut: number
    if (cluster.length === 0) cut = from
    else if (cluster.length === 1) cut = cluster === 'x' ? to : from
    else if (cluster.length === 2) {
      if (cluster === 'ck' || cluster === 'ng') cut = to
      else if (DIGRAPHS.includes(cluster) || STRONG_ONSETS.has(cluster)) cut = from
      else cut = from + 1
    } else if (to === w.length - 1 && w.endsWith('le')) cut = to - 2
    else {
      // Maximal onset: the next syllable takes the longest legal onset, the rest stays left.
      cut = to - 1
      for (let len = cluster.length - 1; len >= 2; len--) {
        if (ONSETS.has(cluster.slice(-len))) {
          cut = to - len
          break
        }
      }
    }
    parts.push(w.slice(start, cut))
    start = cut
  }
  parts.push(w.slice(start))
  return parts.filter(Boolean)
}

export function syllableCount(word: string): number {
  return syllabify(word).length
}

/** Consonant runs with digraphs collapsed: "nightshift" has runs [ght->2, sh->1 merged...]. */
function consonantRuns(w: string): { text: string; at: number; sounds: number }[] {
  const runs: { text: string; at: number; sounds: number }[] = []
  let i = 0
  while (i < w.length) {
    if (isVowelAt(w, i)) {
      i++
      continue
    }
    let j = i
    while (j < w.length && !isVowelAt(w, j)) j++
    const text = w.slice(i, j)
    let sounds = 0
    for (let k = 0; k < text.length; k++) {
      // Digraphs and doubled letters are one sound ("ck", "tt").
      if (DIGRAPHS.includes(text.slice(k, k + 2)) || text[k] === text[k + 1]) k++
      sounds++
    }
    runs.push({ text, at: i, sounds })
    i = j
  }
  return runs
}

/**
 * 0..1: how easy the word is to say and spell from hearing it. Looks at consonant clusters
 * (legal onsets and codas, internal runs), long vowel runs, awkward letter pairs and syllables.
 */
export function pronounceability(name: string): number {
  const w = name.toLowerCase()
  if (!/^[a-z]+$/.test(w) || /(.)\1\1/.test(w)) return 0
  let score = 1
  if (!/[aeiouy]/.test(w)) return 0
  for (const run of consonantRuns(w)) {
    const atStart = run.at === 0
    const atEnd = run.at + run.text.length === w.length
    if (atStart) {
      if (run.text.length > 1 && !ONSETS.has(run.text)) score -= 0.35
    } else if (atEnd) {
      const single = run.text.replace(/(.)\1/g, '$1')
      if (single.length > 1 && !CODAS.has(run.text) && !CODAS.has(single) && !CODAS.has(run.text.slice(-2))) score -= 0.3
      if (run.sounds > 3) score -= 0.4
    } else {
      if (run.sounds >= 4) score -= 0.5
      else if (run.sounds === 3 && !ONSETS.has(run.text.slice(1)) && !ONSETS.has(run.text.slice(-2)) && !/(ght|tch|nch|rch)/.test(run.text)) score -= 0.15
    }
  }
  const vowelRuns = w.match(/[aeiou]{3,}/g)
  if (vowelRuns) score -= 0.3 * vowelRuns.length
  if (BAD_PAIRS.test(w)) score -= 0.35
  const syl = syllableCount(w)
  if (syl >= 5) score -= 0.35
  else if (syl === 4) score -= 0.12
  return Math.max(0, Math.min(1, score))
}

/** Classic edit distance, for spotting near-duplicate names. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1))
      diag = tmp
    }
  }
  return prev[b.length]
}
