// The site's public details are the server's configuration (CONTACT_EMAIL, COMPANY_NAME, and
// the retention schedule's periods the privacy policy states: RETENTION_LEAD_MONTHS and the
// rest), read when it serves a page, so changing one needs no rebuild: every page it serves
// carries them as JSON (web/public_details.py), read here once. The prerender runs without a
// server, so what it writes holds placeholders instead, which the server fills in as it
// serves the HTML; reading the same values, the app hydrates with exactly what that HTML shows.

import { readJsonElement } from '@/lib/json-element'

// How long each kind of data is kept, as the server words it ("24 months").
export type RetentionPeriods = {
  leads: string
  spam: string
  emailCopies: string
  unconfirmedSignups: string
  auditLog: string
  jobHistory: string
  analyticsTotals: string
  newsletterDeliveries: string
}

export type PublicDetails = {
  contactEmail: string
  companyName: string
  // BOOKING_URL: "" for our own /book, else an external scheduler's address
  // (components/ui/BookingLink).
  bookingUrl: string
  retention: RetentionPeriods
}

export const PUBLIC_DETAILS_ELEMENT_ID = 'public-details'

// The server's tokens (web/public_details.py PLACEHOLDERS): shown as they are only where no
// server filled them in (the Vite dev server).
export const publicDetailPlaceholders: PublicDetails = {
  contactEmail: '%CONTACT_EMAIL%',
  companyName: '%COMPANY_NAME%',
  bookingUrl: '%BOOKING_URL%',
  retention: {
    leads: '%RETENTION_LEADS%',
    spam: '%RETENTION_SPAM%',
    emailCopies: '%RETENTION_EMAIL_COPIES%',
    unconfirmedSignups: '%RETENTION_UNCONFIRMED_SIGNUPS%',
    auditLog: '%RETENTION_AUDIT_LOG%',
    jobHistory: '%RETENTION_JOB_HISTORY%',
    analyticsTotals: '%RETENTION_ANALYTICS_TOTALS%',
    newsletterDeliveries: '%RETENTION_NEWSLETTER_DELIVERIES%',
  },
}

export function readPublicDetails(doc: Document | undefined): PublicDetails {
  const data = readJsonElement(PUBLIC_DETAILS_ELEMENT_ID, doc)
  // Anything else: the placeholders, which the page at least shows honestly; but a browser
  // without the server's details (the Vite dev server) books on our own /book, since a
  // placeholder link would lead nowhere.
  if (!isPublicDetails(data)) return doc ? { ...publicDetailPlaceholders, bookingUrl: '' } : publicDetailPlaceholders
  const retention = Object.fromEntries(
    Object.keys(publicDetailPlaceholders.retention).map((key) => [key, data.retention[key as keyof RetentionPeriods]]),
  ) as RetentionPeriods
  const { contactEmail, companyName, bookingUrl = '' } = data
  return { contactEmail, companyName, bookingUrl, retention }
}

// bookingUrl may be missing (a server from before BOOKING_URL): our own /book, as unset.
function isPublicDetails(data: unknown): data is Omit<PublicDetails, 'bookingUrl'> & { bookingUrl?: string } {
  if (typeof data !== 'object' || data === null) return false
  const { contactEmail, companyName, bookingUrl, retention } = data as Record<string, unknown>
  if (typeof contactEmail !== 'string' || typeof companyName !== 'string') return false
  if (bookingUrl !== undefined && typeof bookingUrl !== 'string') return false
  if (typeof retention !== 'object' || retention === null) return false
  const periods = retention as Record<string, unknown>
  return Object.keys(publicDetailPlaceholders.retention).every((key) => typeof periods[key] === 'string')
}

export const publicDetails = readPublicDetails(typeof document === 'undefined' ? undefined : document)
