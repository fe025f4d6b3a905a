import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field } from '@/components/ui/field'

describe('Field', () => {
  it('shows an error as an alert the input is described by and marked invalid with', () => {
    render(<Field label="Email" error="Enter a valid email address" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter a valid email address')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address')
  })

  it('without an error the input is neither invalid nor described', () => {
    render(<Field label="Email" error={null} />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
