import { formatMonthlyPrice, plans, type PlanKey } from '@/content/plans'
import { PlanIcon } from './PlanIcon'

// The top of a plan's card: its icon and name, then its monthly price.
export function PlanCardHeading({ planKey }: { planKey: PlanKey }) {
  const plan = plans[planKey]
  return (
    <>
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <PlanIcon planKey={planKey} className="size-5 text-accent-700" />
        {plan.name}
      </h3>
      <p className="mt-1 text-slate-600">{formatMonthlyPrice(plan)}</p>
    </>
  )
}
