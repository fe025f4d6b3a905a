// `npx tsx supabase/functions/_shared/naming/curated/angles/check.ts`: lists what breaks the
// angle lexicon's rules (format, banned images, keys on two lines). Prints "ok" when clean.
import { ANGLE_SOURCES, parseAngles } from './index.ts'

export const BANNED_IMAGES = new Set('kind honest true good happy trust prime smart first pure bright nova zen peak hub wave path best pro ever one max'.split(' '))

export function angleProblems(): string[] {
  const problems: string[] = []
  const keyAt = new Map<string, string>()
  for (const [file, text] of Object.entries(ANGLE_SOURCES)) {
    const { angles, problems: format } = parseAngles(text)
    problems.push(...format.map((p) => `${file}: ${p}`))
    for (const a of angles) {
      const at = `${file}: ${a.keys[0]}`
      if (a.images.length < 3) problems.push(`${at}: fewer than 3 images`)
      for (const k of a.keys) {
        if (!/^[a-z]+(?:[ -][a-z]+){0,2}$/.test(k)) problems.push(`${at}: key "${k}" is not one to three lower-case words`)
        if (keyAt.has(k)) problems.push(`${at}: key "${k}" is already on ${keyAt.get(k)}`)
        else keyAt.set(k, at)
      }
      for (const img of a.images) {
        if (!/^[a-z]{3,12}(?: [a-z]{2,12})?$/.test(img)) problems.push(`${at}: image "${img}" is not one or two lower-case words of 3-12 letters`)
        if (img.split(' ').some((w) => BANNED_IMAGES.has(w))) problems.push(`${at}: image "${img}" is a banned filler`)
        if (a.keys.includes(img)) problems.push(`${at}: image "${img}" repeats a key`)
      }
      if (a.gloss.split(/\s+/).length > 10) problems.push(`${at}: gloss longer than 10 words`)
    }
  }
  return problems
}

if (import.meta.main ?? (typeof process !== 'undefined' && process.argv[1]?.endsWith('check.ts'))) {
  const problems = angleProblems()
  console.log(problems.length ? problems.join('\n') : 'ok')
}
