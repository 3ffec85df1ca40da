import { planKeys, type PlanKey } from '@/content/plans'

// A visit to the contact form about one of the done-for-you plans. The plan pages' and the
// quiz result's "Book a Call" links say which plan in the address (/contact?plan=growth, the
// quiz's with &from=quiz); the form shows it and sends the key, and the server stores it on
// the message (pipeline/models/contact_message.py) for the sales email, the lead and its score. These
// two parameters are also kept in the page the form reports (./submission-context), which
// is how the server knows the quiz recommended the plan.

const PLAN_PARAM = 'plan'
const FROM_PARAM = 'from'
const FROM_QUIZ = 'quiz'

export type PlanEnquiry = { plan: PlanKey; fromQuiz: boolean }

function enquiryQuery({ plan, fromQuiz }: PlanEnquiry): string {
  const params = new URLSearchParams({ [PLAN_PARAM]: plan })
  if (fromQuiz) params.set(FROM_PARAM, FROM_QUIZ)
  return `?${params.toString()}`
}

export function planEnquiryHref(plan: PlanKey, { fromQuiz = false } = {}): string {
  return `/contact${enquiryQuery({ plan, fromQuiz })}`
}

// Only a plan the site offers: anything else in the address (an old link, a typo, a hand-made
// key) is ignored, and the form is the plain contact form.
export function readPlanEnquiry(params: URLSearchParams): PlanEnquiry | null {
  const value = params.get(PLAN_PARAM)
  const plan = planKeys.find((key) => key === value)
  if (!plan) return null
  return { plan, fromQuiz: params.get(FROM_PARAM) === FROM_QUIZ }
}

// The address's plan parameters as they travel with a submission: the canonical
// `?plan=…&from=quiz` of a valid enquiry, or nothing.
export function planEnquirySearch(params: URLSearchParams): string {
  const enquiry = readPlanEnquiry(params)
  return enquiry ? enquiryQuery(enquiry) : ''
}
