import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderRoute } from '../../../tests/utils/render-route'

it('has the newsletter box, the real contact address, and no links to accounts that do not exist', async () => {
  renderRoute('/about')
  const footer = within(await screen.findByRole('contentinfo'))
  expect(footer.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument()
  expect(footer.getByLabelText('Email address')).toBeInTheDocument()
  expect(footer.getByRole('link', { name: 'hello@brandquest.app' })).toHaveAttribute('href', 'mailto:hello@brandquest.app')
  // Every outside link must point somewhere we control; we have no social accounts yet.
  const outside = footer.getAllByRole('link').map((a) => a.getAttribute('href') ?? '').filter((href) => /^https?:/.test(href))
  expect(outside).toEqual([])
})
