import { describe, expect, it } from 'vitest'
import { mergeMetadata, userJson, type IdentityRow, type UserRow } from './users.ts'

const at = new Date('2026-01-02T03:04:05.678Z')

const row: UserRow = {
  id: '11111111-2222-4333-8444-555555555555',
  aud: 'authenticated',
  role: 'authenticated',
  email: null,
  encrypted_password: '$2a$10$secret',
  email_confirmed_at: null,
  invited_at: null,
  confirmation_sent_at: at,
  recovery_sent_at: null,
  email_change: '',
  email_change_sent_at: null,
  email_change_confirm_status: 0,
  last_sign_in_at: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: null,
  created_at: at,
  updated_at: at,
  phone: null,
  phone_confirmed_at: null,
  phone_change: '',
  phone_change_sent_at: null,
  reauthentication_sent_at: null,
  confirmed_at: null,
  banned_until: null,
  deleted_at: null,
  is_anonymous: false,
}

const identity: IdentityRow = {
  id: '99999999-2222-4333-8444-555555555555',
  provider_id: row.id,
  user_id: row.id,
  identity_data: { sub: row.id },
  provider: 'email',
  last_sign_in_at: null,
  created_at: at,
  updated_at: at,
  email: null,
}

describe('user JSON (GoTrue models.User)', () => {
  it('keeps email and phone as empty strings and omits empty optional fields', () => {
    const json = userJson(row, [identity])
    expect(Object.keys(json)).toEqual([
      'id', 'aud', 'role', 'email', 'phone', 'confirmation_sent_at', 'app_metadata', 'user_metadata',
      'identities', 'created_at', 'updated_at', 'is_anonymous',
    ])
    expect(json).toMatchObject({ email: '', phone: '', user_metadata: {}, confirmation_sent_at: '2026-01-02T03:04:05.678Z' })
    expect(json).not.toHaveProperty('encrypted_password')
    expect(json).not.toHaveProperty('new_email')
  })

  it('shapes identities with identity_id (row) and id (provider subject)', () => {
    const [json] = userJson(row, [identity]).identities as Record<string, unknown>[]
    expect(json).toEqual({
      identity_id: identity.id,
      id: row.id,
      user_id: row.id,
      identity_data: { sub: row.id },
      provider: 'email',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
  })
})

describe('metadata merge', () => {
  it('adds and replaces keys, and deletes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: 3, c: 4, a: null })).toEqual({ b: 3, c: 4 })
    expect(mergeMetadata(null, { x: { nested: true } })).toEqual({ x: { nested: true } })
  })
})
