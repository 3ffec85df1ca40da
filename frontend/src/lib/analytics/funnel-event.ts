// The steps of POST /api/events (issue 27), shared by the page's side (./funnel) and the
// lazily loaded sender (./events-client), which must not import each other.
export type FunnelFlow = 'contact' | 'guide' | 'early-access' | 'newsletter' | 'quiz' | 'finder' | 'booking'
// booking_confirmed: a discovery call booked (the 201), under `booking` and the result it came from.
export type FunnelStep = 'view' | 'start' | 'answer' | 'submit' | 'result' | 'cta' | 'booking_confirmed'

// What the page knows when the step happens; the client adds the rest (source, device).
export type FunnelEvent = {
  flow: FunnelFlow
  step: FunnelStep
  question?: number
  path: string
  flowId: string
}
