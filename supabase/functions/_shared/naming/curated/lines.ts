// The hand-written data files under curated/ are template strings of `a | b | c` lines: blank
// lines and `//` comments skipped, every field required. One reader for all of them.

/** Each line's trimmed fields (three unless told), or a problem naming the format the line broke. */
export function readLines(text: string, format: string, count = 3): { rows: [string, string, string, ...string[]][]; problems: string[] } {
  const rows: [string, string, string, ...string[]][] = []
  const problems: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('//')) continue
    const fields = line.split('|').map((f) => f.trim())
    if (fields.length !== count || fields.some((f) => !f)) problems.push(`not "${format}": ${line}`)
    else rows.push(fields as [string, string, string, ...string[]])
  }
  return { rows, problems }
}
