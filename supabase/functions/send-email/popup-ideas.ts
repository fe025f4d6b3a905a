import { simpleEmail, type Email } from '../_shared/email.ts'
import type { NameIdea, NamingProvider } from '../_shared/naming/mod.ts'

/** The brief behind the "general set" a visitor gets when they do not say what they are naming. */
export const GENERAL_TOPIC = 'a friendly local shop with a bright future'

/** Ideas for what the visitor is naming, or the general set; a fresh seed each time, like a run. */
export function popupIdeasGenerator(naming: NamingProvider) {
  return (topic: string | null, count: number): Promise<NameIdea[]> =>
    naming.generate({ description: topic ?? GENERAL_TOPIC, count, seed: Math.floor(Math.random() * 2 ** 31) })
}

/**
 * The popup's email. It lists names and reasons made by our engine, never the visitor's own words,
 * so nobody can use it to send a stranger a message. The domains are not checked on this path, so
 * the email points to the generator for that instead of calling any of them free.
 */
export function popupIdeasEmail(appUrl: string) {
  return (to: string, ideas: NameIdea[]): Email =>
    simpleEmail(
      to,
      `Your ${ideas.length} BrandQuest name ideas`,
      [
        `Here are the ${ideas.length} name ideas you asked for on BrandQuest:`,
        ...ideas.map((idea, i) => `${i + 1}. ${idea.name} — ${idea.rationale}.${idea.slogan ? ` "${idea.slogan}"` : ''}`),
        'Like one? The generator makes 8 at a time, with a reason for each and its .com checked with the registry.',
      ],
      { label: 'Find more names', url: `${appUrl}/generate` },
    )
}
