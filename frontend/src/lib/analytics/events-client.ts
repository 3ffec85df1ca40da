// Builds and sends one funnel event (the contract of POST /api/events, issue 27). Loaded by
// ./funnel once the browser is idle; everything here is read from this page load's memory
// (its address, document.referrer, the screen), never from cookies or storage.
import { landingParams } from '../landing-page'
import type { FunnelEvent } from './funnel-event'

export const EVENTS_URL = '/api/events'

// Campaign tags of the landing address, kept for the rest of the visit (this module's
// life): cleaned as the API cleans them, so a hand-typed tag is shortened, not refused.
const UTM = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const
const utm: Partial<Record<keyof typeof UTM, string>> = {}
const params = landingParams()
for (const [field, param] of Object.entries(UTM) as Array<[keyof typeof UTM, string]>) {
  const value = (params.get(param) ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 100)
  if (value) utm[field] = value
}

// The host of the page that sent the visitor here; "" for none, or our own site.
export function referrerHost(referrer: string): string {
  try {
    const url = new URL(referrer)
    return url.host === location.host ? '' : url.hostname
  } catch {
    return ''
  }
}

function device(): 'mobile' | 'desktop' {
  const small = matchMedia('(max-width: 767px)').matches
  return small || matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop'
}

export function sendEvent({ flow, step, question, path, flowId }: FunnelEvent): void {
  const body = JSON.stringify({
    flow,
    step,
    ...(question ? { question: String(question) } : {}),
    path: path.slice(0, 200),
    referrer: referrerHost(document.referrer),
    ...utm,
    device: device(),
    flowId,
  })
  // A beacon outlives the page (a step just before leaving still arrives); where the
  // browser has none, or refuses it (queue full), a keepalive fetch does the same.
  if (navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'application/json' }))) return
  void fetch(EVENTS_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    body,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => {}) // best-effort: a lost event is a count one short, never an error shown
}
