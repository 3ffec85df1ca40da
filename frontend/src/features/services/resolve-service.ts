import { serviceRecords, serviceSlugs, type ServiceRecord, type ServiceSlug } from '@/content/service-records'

export function isServiceSlug(slug: string | undefined): slug is ServiceSlug {
  return (serviceSlugs as readonly (string | undefined)[]).includes(slug)
}

// The record for /services/{slug}, or null for a slug we don't know (the page then shows
// the 404 page, as the server does: issue 16 makes it a real 404 rather than the spec's
// default 'Service Details' page).
export function resolveService(slug: string | undefined): ServiceRecord | null {
  return isServiceSlug(slug) ? serviceRecords[slug] : null
}
