import { useEffect, useId, useRef, useState, type ComponentType, type ComponentProps } from 'react'
import { MenuIcon, roundButton, toggleSpot } from '@/app/layout/radial-menu-parts'
import type { RadialMenuDialog } from '@/app/layout/radial-menu-dialog'

type MenuDialog = ComponentType<ComponentProps<typeof RadialMenuDialog>>

/**
 * The spec's mobile radial menu. The toggle lives in a bottom bar of its own, so it never floats over
 * page text. The toggle is part of every page's first render; the menu itself (Radix) loads after
 * the first paint, and a tap that comes first opens it as soon as it is in.
 */
export function RadialMenu() {
  const [open, setOpen] = useState(false)
  const [Menu, setMenu] = useState<MenuDialog | null>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  useEffect(() => {
    let active = true
    import('@/app/layout/radial-menu-dialog').then(
      ({ RadialMenuDialog }) => active && setMenu(() => RadialMenuDialog),
      (error: unknown) => console.warn('Could not load the menu', error),
    )
    return () => {
      active = false
    }
  }, [])
  return (
    <nav aria-label="Mobile" className="md:hidden">
      {/* Opaque, so content scrolling under the bar is hidden whole instead of read around the button. */}
      <div className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-night-700/70 bg-night-950">
        <button
          ref={toggle}
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open && Menu ? contentId : undefined}
          onClick={() => setOpen(true)}
          className={`${toggleSpot} ${roundButton}`}
        >
          <MenuIcon open={false} />
        </button>
      </div>
      {Menu ? <Menu open={open} onOpenChange={setOpen} contentId={contentId} toggle={toggle} /> : null}
    </nav>
  )
}
