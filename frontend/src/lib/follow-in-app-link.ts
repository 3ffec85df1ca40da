import type { MouseEvent } from 'react'
import type { NavigateFunction } from 'react-router'

// What react-router's <Link> does on click, for plain <a> elements in HTML that React did
// not render (see PrerenderedHtml): a same-origin link is followed inside the app, with no
// page load. Everything the browser does better is left to it: new tabs and windows
// (modifier keys, target), downloads, other origins and in-page #anchors.
export function followInAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = (event.target as Element).closest('a')
  if (!link || !event.currentTarget.contains(link)) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return

  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return
  const here = window.location
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return

  event.preventDefault()
  const path = url.pathname + url.search + url.hash
  // Like <Link>: following a link to the current address replaces it rather than stacking it.
  navigate(path, { replace: path === here.pathname + here.search + here.hash })
}
