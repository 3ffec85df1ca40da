// The site's public details are the server's configuration (CONTACT_EMAIL, COMPANY_NAME),
// read when it serves a page, so changing one needs no rebuild: every page it serves carries
// them as JSON (web/public_details.py), read here once. The prerender runs without a server,
// so what it writes holds placeholders instead, which the server fills in as it serves the
// HTML; reading the same values, the app hydrates with exactly what that HTML shows.

import { readJsonElement } from '@/lib/json-element'

export type PublicDetails = {
  contactEmail: string
  companyName: string
}

export const PUBLIC_DETAILS_ELEMENT_ID = 'public-details'

// The server's tokens (web/public_details.py PLACEHOLDERS): shown as they are only where no
// server filled them in (the Vite dev server).
export const publicDetailPlaceholders: PublicDetails = {
  contactEmail: '%CONTACT_EMAIL%',
  companyName: '%COMPANY_NAME%',
}

export function readPublicDetails(doc: Document | undefined): PublicDetails {
  const data = readJsonElement(PUBLIC_DETAILS_ELEMENT_ID, doc)
  // Anything else: the placeholders, which the page at least shows honestly.
  if (!isPublicDetails(data)) return publicDetailPlaceholders
  return { contactEmail: data.contactEmail, companyName: data.companyName }
}

function isPublicDetails(data: unknown): data is PublicDetails {
  if (typeof data !== 'object' || data === null) return false
  const { contactEmail, companyName } = data as Record<string, unknown>
  return typeof contactEmail === 'string' && typeof companyName === 'string'
}

export const publicDetails = readPublicDetails(typeof document === 'undefined' ? undefined : document)
