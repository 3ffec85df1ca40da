import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { loadPart, PrerenderedHtml } from '@/components/prerendered/PrerenderedHtml'
import { NavigationProgress } from './NavigationProgress'

// Static, so a prerendered page keeps its footer's HTML and never downloads the component.
const loadFooter = loadPart(() => import('@/components/layout/SiteFooter'), 'SiteFooter')

export function SiteLayout() {
  const { pathname } = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstRender = useRef(true)

  // After client-side navigation, move focus to the new content so keyboard and
  // screen-reader users don't stay stranded on the link they followed. The
  // first load is left alone: the browser already starts at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-accent-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PrerenderedHtml id="site-footer" load={loadFooter} />
    </div>
  )
}
