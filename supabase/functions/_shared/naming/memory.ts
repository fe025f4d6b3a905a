// Cross-run memory. "Generate again" passes every name the user has already seen as `exclude`.
// Dropping those exact names is not enough: run 2 would simply re-form the same families
// (Brewvana, then Chillvana, then Dogvana), and four runs read like one template. So a candidate
// whose family (a root, prefix, blend tail or suffix: Candidate.head/tail) or source words
// already appear in names the user has seen scores lower, and a family seen twice is a rerun
// that selection takes only when fresh names run out. Later runs explore other blend targets,
// suffixes and roots. With an empty exclude nothing changes, and the result depends only on
// the exclude set, so runs stay deterministic.
import type { Candidate } from './types.ts'
import { compactName } from './validate.ts'

/** Two letters are enough for a family (Up-, -ly); single letters (-a, -o) are not. */
const MARK_MIN = 2
const MARK_MAX = 8
// Scores of a brief's top 80 candidates typically span 0.84-0.92, so a few hundredths move a
// name from the top of the pool to its tail without hiding it from small briefs.
const FAMILY_PENALTY = 0.06
/** The brief's own words come back in every run by nature; reusing one costs only a little. */
const WORD_PENALTY = 0.04
const REVERSED_PENALTY = 0.06
const MAX_PENALTY = 0.12

export interface Memory {
  /** every start (2-8 letters) of a seen name, with how many seen names share it */
  starts: Map<string, number>
  /** every end (2-8 letters) of a seen name, with how many seen names share it */
  ends: Map<string, number>
  names: Set<string>
}

export interface Recall {
  /** how much to lower the score */
  penalty: number
  /** the family was shown twice already, or this is a seen name with its words swapped */
  rerun: boolean
}

const NONE: Recall = { penalty: 0, rerun: false }

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1)
}

export function buildMemory(exclude: Iterable<string>): Memory | null {
  const starts = new Map<string, number>()
  const ends = new Map<string, number>()
  const names = new Set<string>()
  for (const raw of exclude) {
    // A phrase ("pipe & pasture") counts by its letters, as its .com does: its families are its words.
    if (!/^[a-z]+(?:(?: | & )[a-z]+)*$/i.test(raw)) continue
    const name = compactName(raw).toLowerCase()
    names.add(name)
    for (let k = MARK_MIN; k <= Math.min(MARK_MAX, name.length); k++) {
      bump(ends, name.slice(-k))
      bump(starts, name.slice(0, k))
    }
  }
  return names.size ? { starts, ends, names } : null
}

/** One seen sibling is a hint; two or more mean the family has had its turn. */
const weight = (n: number) => (n === 0 ? 0 : n === 1 ? 1 : 1.6)

/** What the user's history says about a candidate: a score penalty and whether it is a rerun. */
export function recall(c: Candidate, memory: Memory | null): Recall {
  if (!memory) return NONE
  const head = c.head?.toLowerCase() ?? ''
  const tail = c.tail?.toLowerCase() ?? ''
  // Family marks are positional: -ora is a family at the end of a name, ever- at its start.
  const headSeen = head.length >= MARK_MIN ? memory.starts.get(head) ?? 0 : 0
  const tailSeen = tail.length >= MARK_MIN ? memory.ends.get(tail) ?? 0 : 0
  let penalty = FAMILY_PENALTY * (weight(headSeen) + weight(tailSeen))
  // A source word counts wherever it sat: "brew" in BeanBrew makes BrewCrema a little stale.
  let words = 0
  for (const part of c.parts) {
    if (part === head || part === tail || !/^[a-z]{3,}$/.test(part)) continue
    words += weight(Math.max(memory.starts.get(part) ?? 0, part.length >= 4 ? memory.ends.get(part) ?? 0 : 0))
  }
  penalty += WORD_PENALTY * Math.min(1.6, words)
  // The same two words swapped (RootBegin after BeginRoot) is the same name to a reader.
  const [a, b] = c.parts
  const reversed = c.parts.length === 2 && memory.names.has(b + a)
  if (reversed) penalty += REVERSED_PENALTY
  return { penalty: Math.min(MAX_PENALTY, penalty), rerun: reversed || headSeen >= 2 || tailSeen >= 2 }
}
