// The query of the address the visitor arrived at, the same on every page of the visit:
// the navigation entry is the document's own load, which client-side navigation (pushState)
// leaves alone, so campaign tags on a landing page still count when the visitor moves on
// to a form. Read from the browser's memory of this page load; nothing is stored.
export function landingParams(): URLSearchParams {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : []
  try {
    return new URL(entry?.name ?? location.href).searchParams
  } catch {
    return new URLSearchParams(location.search)
  }
}
