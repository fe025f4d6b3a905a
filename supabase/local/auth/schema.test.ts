import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestStack } from '../../../tests/stack/helpers.ts'
import { startAuthStack } from './test-support.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startAuthStack()
})
afterAll(async () => {
  await stack?.stop()
})

/** Runs `sql` as `role` with PostgREST-style claims, the way the REST service does. */
async function asRole<T>(role: string, claims: Record<string, unknown>, sql: string): Promise<T> {
  const client = await stack.pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify({ ...claims, role }),
    ])
    const { rows } = await client.query(sql)
    return rows[0] as T
  } finally {
    await client.query('rollback')
    client.release()
  }
}

describe('auth schema', () => {
  it('can run again on a database that already has it (every start does)', async () => {
    await stack.pool.query(`insert into auth.users (id, email, aud, role) values (gen_random_uuid(), 'keep@example.com', 'authenticated', 'authenticated')`)
    const sql = await readFile(fileURLToPath(new URL('./schema.sql', import.meta.url)), 'utf8')
    await stack.pool.query(sql)
    const { rowCount } = await stack.pool.query(`select 1 from auth.users where email = 'keep@example.com'`)
    expect(rowCount).toBe(1)
  })

  it('gives API roles auth.uid(), auth.role(), auth.email() and auth.jwt() from request.jwt.claims', async () => {
    const sub = '6a7d1c2e-1111-4222-8333-944455556666'
    const row = await asRole<{ uid: string; role: string; email: string; jwt: { sub: string } }>(
      'authenticated',
      { sub, email: 'who@example.com' },
      'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
    )
    expect(row).toEqual({ uid: sub, role: 'authenticated', email: 'who@example.com', jwt: expect.objectContaining({ sub }) })
    const anon = await asRole<{ uid: string | null }>('anon', {}, 'select auth.uid() as uid')
    expect(anon.uid).toBeNull()
  })

  it('keeps auth tables away from API roles', async () => {
    await expect(asRole('anon', {}, 'select * from auth.users')).rejects.toThrow(/permission denied/)
  })

  it('signs in users that a seed inserted with pgcrypto, as Supabase seeds do', async () => {
    await stack.pool.query(`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
        email_change_token_new, email_change)
      values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
        'seeded@example.com', extensions.crypt('Seeded-Pass-1', extensions.gen_salt('bf')), now(),
        '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')`)
    const { data, error } = await createTestClient(stack).auth.signInWithPassword({
      email: 'seeded@example.com',
      password: 'Seeded-Pass-1',
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe('seeded@example.com')
    expect(data.user?.identities).toEqual([])
  })
})
