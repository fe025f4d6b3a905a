import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * Random secrets handed to clients (email-link tokens, refresh tokens, OAuth codes). Only their
 * SHA-256 hashes are stored, so a copy of the database cannot be replayed against the stack.
 */

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A fresh one-time token and the hash to store for it. */
export function newSecret(bytes = 24): { token: string; hash: string } {
  const token = randomToken(bytes)
  return { token, hash: hashToken(token) }
}

/**
 * A child refresh token derived from its parent: whoever presents the parent can be handed the
 * same child again (GoTrue returns the active child when its parent is replayed) even though
 * only hashes are stored. The nonce keeps siblings distinct.
 */
export function deriveChildToken(key: string, parent: string, nonce: string): string {
  return createHmac('sha256', key).update(`${parent}.${nonce}`).digest('base64url').slice(0, 32)
}
