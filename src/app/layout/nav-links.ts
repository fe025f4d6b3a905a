export const mainNav = [
  { to: '/about', label: 'About' },
  { to: '/naming-tips', label: 'Tips' },
  { to: '/business-names', label: 'Business' },
  { to: '/startup-names', label: 'Startups' },
] as const

export const mobileNav = [{ to: '/', label: 'Home' }, ...mainNav] as const
