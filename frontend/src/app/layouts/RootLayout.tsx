import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { ScrollToTop } from '@/components/layout/ScrollToTop'

// Parent of every route, inside and outside the site shell, so scroll-to-top
// applies to the standalone pages too.
export function RootLayout() {
  useEffect(() => {
    // A marker that React owns the page (after hydration of a prerendered page, or the
    // first client render): end-to-end tests wait for it before interacting.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  )
}
