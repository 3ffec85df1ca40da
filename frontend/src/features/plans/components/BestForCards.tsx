import { Link } from 'react-router'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { formatMonthlyPrice, planKeys, plans } from '@/content/plans'
import { PlanIcon } from './PlanIcon'

export function BestForCards() {
  return (
    <Section id="which-plan" title="Which Plan Is Right for You?" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {planKeys.map((key) => {
          const plan = plans[key]
          return (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <PlanIcon planKey={key} className="size-5 text-accent-700" />
                {plan.name}
              </h3>
              <p className="mt-1 text-slate-600">{formatMonthlyPrice(plan)}</p>
              <p className="mt-4 font-semibold text-slate-900">Best if you...</p>
              <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-slate-700">
                {plan.bestFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <Link to={plan.href} className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
                View Full Plan<span className="sr-only">: {plan.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
