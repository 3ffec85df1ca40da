import { Link } from 'react-router'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { planKeys, plans } from '@/content/plans'
import { PlanCardHeading } from './PlanCardHeading'

export function BestForCards() {
  return (
    <Section id="which-plan" title="Which Plan Is Right for You?" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {planKeys.map((key) => {
          const plan = plans[key]
          return (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <PlanCardHeading planKey={key} />
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
