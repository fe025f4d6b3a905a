import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { AuthProvider } from '@/lib/auth/auth-context'
import { DialogsProvider } from '@/lib/dialogs'
import { GeneratorPage } from '@/features/generator/components/generator-page'
import { BACKEND_PACKAGES, packagesLoadedBy } from '@/features/generator/testing/static-imports'

it('renders the generator without waiting for supabase-js, react-query or sonner', () => {
  const loaded = packagesLoadedBy('app/routes/generate.tsx')
  expect(BACKEND_PACKAGES.filter((name) => loaded.has(name))).toEqual([])
})

// The idea pages' route too: the helper lives with the generator, and features do not import each other.
it('renders an idea page without waiting for supabase-js, react-query or sonner', () => {
  const loaded = packagesLoadedBy('app/routes/idea.tsx')
  expect(BACKEND_PACKAGES.filter((name) => loaded.has(name))).toEqual([])
})

it('prerenders the form, its button and the marketing sections before the server half is in', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/generate']}>
      <AuthProvider>
        <DialogsProvider>
          <GeneratorPage Live={() => null} />
        </DialogsProvider>
      </AuthProvider>
    </MemoryRouter>,
  )
  expect(html).toContain('What vision are you birthing?')
  expect(html).toContain('Summon Names')
  expect(html).toContain('Why BrandQuest?')
  expect(html).toContain('For those who dare')
})
