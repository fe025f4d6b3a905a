import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'

describe('parseEnv', () => {
  it('accepts a URL and a key', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'key' })
    expect(result).toEqual({ ok: true, env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'key' } })
  })

  it('lists every missing variable by name', () => {
    const result = parseEnv({ VITE_SUPABASE_ANON_KEY: '' })
    expect(result).toEqual({
      ok: false,
      problems: ['VITE_SUPABASE_URL is not set', 'VITE_SUPABASE_ANON_KEY is not set'],
    })
  })

  it('rejects a URL that is not http(s)', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com', VITE_SUPABASE_ANON_KEY: 'key' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]).toMatch(/^VITE_SUPABASE_URL is invalid/)
  })
})
