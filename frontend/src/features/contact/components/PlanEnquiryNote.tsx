import { plans, type PlanKey } from '@/content/plans'

// Which plan the message will be about, when the visitor came from a plan's "Book a Call".
export function PlanEnquiryNote({ plan }: { plan: PlanKey }) {
  return (
    <p className="mb-6 rounded-lg bg-accent-50 px-4 py-3 text-sm text-slate-800">
      About: <strong className="font-semibold">{plans[plan].name} plan</strong>
    </p>
  )
}
