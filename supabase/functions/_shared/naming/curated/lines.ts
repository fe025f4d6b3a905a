// The hand-written data files under curated/ are template strings of `a | b | c` lines: blank
// lines and `//` comments skipped, every field required. One reader for all of them.

/** Each line's three trimmed fields, or a problem naming the format the line broke. */
export function readLines(text: string, format: string): { rows: [string, string, string][]; problems: string[] } {
  const rows: [string, string, string][] = []
  const problems: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('//')) continue
    const fields = line.split('|').map((f) => f.trim())
    if (fields.length !== 3 || fields.some((f) => !f)) problems.push(`not "${format}": ${line}`)
    else rows.push(fields as [string, string, string])
  }
  return { rows, problems }
}
