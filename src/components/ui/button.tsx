import { Link, type LinkProps } from 'react-router-dom'
import type { ButtonHTMLAttributes } from 'react'
import { clsx } from 'clsx'

const variants = {
  primary: 'bg-ember-400 text-night-950 hover:bg-ember-300',
  secondary: 'border border-aura-400/60 text-aura-300 hover:bg-aura-500/10',
  ghost: 'text-slate-200 hover:bg-night-700',
} as const

const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5', lg: 'px-7 py-3.5 text-lg' } as const

type Style = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string }

// Joined, not merged: tailwind-merge would be 9 KB gzip of every page's first load. So `className`
// adds to a variant and size and must not restate their properties (colour, padding, font size)
// unless the generated CSS orders it later, as text-xs after text-sm.
export const buttonClass = ({ variant = 'primary', size = 'md', className }: Style = {}) =>
  clsx(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  )

export function Button({ variant, size, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Style) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />
}
