// The angle lexicon: a brief's distinctive details (rural, hilly, elderly, night shift) and the
// concrete images a namer reaches for to signal them (pasture, switchback, grey muzzle,
// moonshift). Written by hand, trade-agnostic: the composer (strategies/angles.ts) joins an
// image with the trade's own words. Line format: `keys | images | gloss`.
import people from './people.ts'
import places from './places.ts'
import traits from './traits.ts'
import placesUs from './places-us.ts'
import placesWorld from './places-world.ts'
import { readLines } from '../lines.ts'

export interface Angle {
  /** lower-case words or two-word phrases of a brief that name the detail */
  keys: string[]
  /** strongest first; one word, or two ("back forty") used only before a trade noun */
  images: string[]
  /** what the image stands for, said to the client: "the farms and ranches you serve" */
  gloss: string
}

const split = (s: string) => s.split(',').map((x) => x.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean)

export function parseAngles(text: string): { angles: Angle[]; problems: string[] } {
  const { rows, problems } = readLines(text, 'keys | images | gloss')
  return { angles: rows.map(([keys, images, gloss]) => ({ keys: split(keys), images: split(images), gloss })), problems }
}

export const ANGLE_SOURCES: Record<string, string> = { people, places, traits, 'places-us': placesUs, 'places-world': placesWorld }
export const ANGLES: Angle[] = Object.values(ANGLE_SOURCES).flatMap((t) => parseAngles(t).angles)
