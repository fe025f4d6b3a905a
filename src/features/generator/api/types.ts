import type { DomainResult } from '@/features/generator/domains/types'

export type RevealedName = {
  locked?: false
  name: string
  domain: string
  slogan?: string
  rationale?: string
  /** The offered domain's state as generate-names checked it; absent only in answers from before checks. */
  domainStatus?: DomainResult
}

/** A name the server kept back: it never reaches the browser, only its slot does. */
export type LockedName = { locked: true }

export type NameResult = RevealedName | LockedName

export type GenerateResponse = { id: string; names: NameResult[] }

export const isLocked = (name: NameResult): name is LockedName => name.locked === true
