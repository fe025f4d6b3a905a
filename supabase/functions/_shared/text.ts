import { z } from 'zod'

// C0 controls except tab, line feed and carriage return (a textarea produces those, and they are
// harmless whitespace), DEL, and the C1 block. None of them is typed by a person; they come from
// binary junk or injection attempts, Postgres refuses NUL outright, and the rest hide in stored
// text and emails. Refusing them keeps every stored string printable.
// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** Why `text` cannot be stored as it is, or undefined when it can. */
export function unstorableTextReason(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'contains a control character'
  // A lone surrogate cannot be encoded as UTF-8: Postgres rejects it, other layers mangle it.
  if (!text.isWellFormed()) return 'contains broken Unicode (an unpaired surrogate)'
  return undefined
}

/** A zod string that refuses control characters and broken Unicode, naming `field` in the error. */
export function storableText(field: string) {
  return z.string({ error: `${field} must be a string` }).check((ctx) => {
    const reason = unstorableTextReason(ctx.value)
    if (reason) ctx.issues.push({ code: 'custom', message: `${field} ${reason}`, input: ctx.value })
  })
}
