import { useEffect, useRef, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { navItems } from '@/content/site'
import { cn } from '@/lib/cn'

type MobileMenuProps = {
  id: string
  // restoreFocus is false when a link was followed: focus then belongs to the new page.
  onClose: (options: { restoreFocus: boolean }) => void
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Mounted only while open, so closed it is absent from the tab order and the
// accessibility tree without relying on CSS.
// As the desktop links (SiteHeader): the highlight comes from NavLink's isActive.
function mobileNavLinkStyles({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-lg px-4 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-800 hover:bg-slate-100',
  )
}

export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeButtonRef.current?.focus()
    // Stop the page behind the panel scrolling under a touch drag.
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previousOverflow
    }
  }, [])

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose({ restoreFocus: true })
      return
    }
    if (event.key !== 'Tab') return
    // Keep Tab inside the modal panel (aria-modal promises it).
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={handleKeyDown}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 motion-safe:animate-fade-in"
        onClick={() => onClose({ restoreFocus: true })}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        className="absolute inset-y-0 right-0 flex w-full max-w-xs flex-col bg-white shadow-xl motion-safe:animate-slide-in-right"
      >
        <div className="flex items-center justify-end border-b border-slate-200 px-4 py-3">
          <button
            ref={closeButtonRef}
            type="button"
            onClick={() => onClose({ restoreFocus: true })}
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
            Close
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.href === '/'}
                  className={mobileNavLinkStyles}
                  onClick={() => onClose({ restoreFocus: false })}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          <BookingLink className={buttonStyles({ className: 'w-full' })}>
            Book a Call
          </BookingLink>
        </div>
      </div>
    </div>
  )
}
