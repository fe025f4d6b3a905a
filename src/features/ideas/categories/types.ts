export type CategoryInput = {
  slug: string
  /** 'Coffee Shop': used in the title and heading. */
  label: string
  description: string
  /** Exactly 8 seed words for the rule generator (spec §9). */
  seeds: readonly string[]
  /** What names in this trade usually do. */
  guide: string
  tips: readonly [string, string, string]
}

export type Category = CategoryInput & { title: string; h1: string }

export const defineCategory = (input: CategoryInput): Category => ({
  ...input,
  title: `${input.label} Name Ideas`,
  h1: `${input.label} Name Ideas`,
})
