import { landingParams } from './landing-page'
import { planEnquirySearch } from './plan-enquiry'

// What every public form sends besides its own fields: where the visitor came
// from (page, referrer, UTM tags, stored with the consent record) and the two
// bot checks the server makes (honeypot `website`, and the time since the form appeared,
// which the server measures from its own signed `form_token`, lib/form-token).

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export type SubmissionContext = {
  website: string
  // Missing only when no token could be fetched: the submission is then merely suspect.
  form_token?: string
  // The browser's own measure: the server ignores both now (it trusts only form_token).
  form_started_at: number
  form_elapsed_ms: number
  page: string
  referrer: string
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>
}

function utmTags(params: URLSearchParams): SubmissionContext['utm'] {
  const utm: SubmissionContext['utm'] = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)
    if (value) utm[key] = value.slice(0, 200)
  }
  return utm
}

export function submissionContext(startedAt: number, honeypot: string, formToken?: string): SubmissionContext {
  const params = new URLSearchParams(window.location.search)
  // The form's own address's tags, else those the visitor arrived with: a campaign's visitor
  // who takes the quiz first reaches the form by a link inside the site, which carries none
  // (as document.referrer stays the page that sent them to the site).
  const own = utmTags(params)
  const utm = Object.keys(own).length ? own : utmTags(landingParams())
  return {
    website: honeypot,
    ...(formToken ? { form_token: formToken } : {}),
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
