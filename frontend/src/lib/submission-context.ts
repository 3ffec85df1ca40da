import { planEnquirySearch } from './plan-enquiry'

// What every public form sends besides its own fields: where the visitor came
// from (page, referrer, UTM tags, stored with the consent record) and the two
// bot checks the server makes (honeypot `website`, time since the form appeared).

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export type SubmissionContext = {
  website: string
  form_started_at: number
  // Measured by the browser's own clock, so a visitor whose clock is wrong is never
  // mistaken for a bot; the server prefers it to form_started_at.
  form_elapsed_ms: number
  page: string
  referrer: string
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>
}

export function submissionContext(startedAt: number, honeypot: string): SubmissionContext {
  const params = new URLSearchParams(window.location.search)
  const utm: SubmissionContext['utm'] = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)
    if (value) utm[key] = value.slice(0, 200)
  }
  return {
    website: honeypot,
    form_started_at: startedAt,
    form_elapsed_ms: Date.now() - startedAt,
    // The form's path, plus the site's own plan parameters when it was opened about a plan
    // (./plan-enquiry: how the server knows the quiz recommended it). No other part of the
    // query goes: UTM tags travel on their own, and anything else (ad click ids, whatever a
    // link added) is no business of the lead's.
    page: window.location.pathname + planEnquirySearch(params),
    referrer: document.referrer,
    utm,
  }
}
