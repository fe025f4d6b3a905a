export const roundButton = 'flex h-12 w-12 items-center justify-center rounded-full bg-ember-400 text-night-950 shadow-xl'
// The toggle and the close button share this spot, so the button seems to turn into a cross.
export const toggleSpot = 'fixed bottom-2 right-4'

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.2">
      {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
    </svg>
  )
}
