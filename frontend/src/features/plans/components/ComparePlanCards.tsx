import { Link } from 'react-router'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { featureRows, planKeys, plans } from '@/content/plans'
import { ExtrasNote } from './FeatureComparisonTable'
import { FeatureValueText } from './FeatureValueText'
import { PlanCardHeading } from './PlanCardHeading'

// Small screens only: the table's columns become one card per plan.
export function ComparePlanCards() {
  return (
    <Section id="compare-cards" title="Compare Plans" className="lg:hidden">
      <ul className="space-y-6">
        {planKeys.map((key) => {
          const plan = plans[key]
          return (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <PlanCardHeading planKey={key} />
              <dl className="mt-4 divide-y divide-slate-200">
                {featureRows.map((row) => (
                  <div key={row.feature} className="flex justify-between gap-4 py-2 text-sm">
                    <dt className="text-slate-600">{row.feature}</dt>
                    <dd className="text-right font-medium text-slate-900">
                      <FeatureValueText value={row.values[key]} />
                    </dd>
                  </div>
                ))}
              </dl>
              <Link to={plan.href} className={buttonStyles({ className: 'mt-6 w-full' })}>
                View Full Plan<span className="sr-only">: {plan.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
      <ExtrasNote />
    </Section>
  )
}
