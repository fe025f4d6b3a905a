import { http, HttpResponse } from 'msw'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { expect, it } from 'vitest'
import { getSupabase } from '@/lib/supabase'
import { server } from '../../tests/msw/server'
import { TEST_SUPABASE_URL } from '../../tests/msw/handlers'

it('talks to the configured project with the anon key and surfaces HTTP errors', async () => {
  let seen: Headers | undefined
  server.use(
    http.post(`${TEST_SUPABASE_URL}/functions/v1/check-premium`, ({ request }) => {
      seen = request.headers
      return HttpResponse.json({ error: 'Sign in first' }, { status: 401 })
    }),
  )
  const { data, error } = await getSupabase().functions.invoke('check-premium', { body: {} })
  expect(data).toBeNull()
  expect(error).toBeInstanceOf(FunctionsHttpError)
  expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'Sign in first' })
  expect(seen?.get('apikey')).toBe('test-anon-key')
  expect(seen?.get('authorization')).toBe('Bearer test-anon-key')
})
