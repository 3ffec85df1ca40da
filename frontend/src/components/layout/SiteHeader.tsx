import { lazy, Suspense, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { NavLink } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { BookingLink } from '@/components/ui/BookingLink'
import { navItems } from '@/content/site'
import { cn } from '@/lib/cn'
import { Logo } from './Logo'

// The panel's code waits until the toggle is touched or focused (both come before the click,
// so it is usually there by the time the menu opens) rather than riding on every page load.
const loadMobileMenu = () => import('./MobileMenu')
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }))

// The highlight comes from NavLink's isActive, which also sets aria-current="page".
function desktopNavLinkStyles({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  )
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  function closeMenu({ restoreFocus }: { restoreFocus: boolean }) {
    setMenuOpen(false)
    if (restoreFocus) toggleRef.current?.focus()
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo onClick={() => setMenuOpen(false)} />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.href === '/'} className={desktopNavLinkStyles}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <BookingLink
            className={buttonStyles({ size: 'sm', className: 'hidden sm:inline-flex' })}
          >
            Book a Call
          </BookingLink>
          <button
            ref={toggleRef}
            type="button"
            aria-label="Toggle Menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuOpen((open) => !open)}
            className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'lg:hidden' })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
              <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
        </div>
      </Container>

      {/* Portalled: the header's backdrop-filter would otherwise trap the fixed panel inside it. */}
      {menuOpen
        ? createPortal(
            <Suspense fallback={null}>
              <MobileMenu id={menuId} onClose={closeMenu} />
            </Suspense>,
            document.body,
          )
        : null}
    </header>
  )
}
