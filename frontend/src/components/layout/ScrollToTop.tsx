import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

// The spec wants every page to start at the top, including back/forward, so
// this replaces the router's ScrollRestoration rather than adding to it. An
// in-page #anchor is honoured instead.
export function ScrollToTop() {
  const { pathname, hash } = useLocation()

  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) {
      target.scrollIntoView()
    } else {
      window.scrollTo(0, 0)
    }
  }, [pathname, hash])

  return null
}
