import { planKeys, type PlanKey } from '@/content/plans'
import { RUN_ID } from './finder-enquiry'

// Where a visitor to /book came from, as its address says (lib/booking-link builds those).
export type BookingOrigin = { finderRun?: string; plan?: PlanKey }

// /book's query as sent with a booking (finder_run, plan): only a run id of a run's shape or a
// plan the site offers; anything else (an old link, a hand-made address) is ignored.
export function readBookingOrigin(params: URLSearchParams): BookingOrigin {
  const from = params.get('from') ?? ''
  if (RUN_ID.test(from)) return { finderRun: from }
  const plan = planKeys.find((key) => key === params.get('plan'))
  return plan && from === 'quiz' ? { plan } : {}
}
