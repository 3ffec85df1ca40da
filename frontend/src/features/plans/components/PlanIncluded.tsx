import { Link } from 'react-router'
import { Section } from '@/components/content/Section'
import { featureRows, isIncluded, type Plan } from '@/content/plans'
import { FeatureValueText } from './FeatureValueText'

// Built from the comparison table's own cells, so this list and /compare-plans
// always agree. "Ideal for" describes the buyer, not a deliverable, so it is left out.
export function PlanIncluded({ plan }: { plan: Plan }) {
  const rows = featureRows.filter((row) => row.feature !== 'Ideal for')
  const included = rows.filter((row) => isIncluded(row.values[plan.key]))
  const notIncluded = rows.filter((row) => !isIncluded(row.values[plan.key]))
  const item = 'flex items-start justify-between gap-4 border-b border-slate-200 pb-3'

  return (
    <Section id="included" title="What's Included" tone="muted">
      <dl className="grid gap-x-10 gap-y-4 sm:grid-cols-2">
        {included.map((row) => (
          <div key={row.feature} className={item}>
            <dt className="text-slate-600">{row.feature}</dt>
            <dd className="text-right font-semibold text-slate-900">
              <FeatureValueText value={row.values[plan.key]} />
            </dd>
          </div>
        ))}
        {plan.extras.map((extra) => (
          <div key={extra} className={item}>
            <dt className="text-slate-600">{extra}</dt>
            <dd className="text-right font-semibold text-slate-900">
              <FeatureValueText value />
            </dd>
          </div>
        ))}
      </dl>
      {notIncluded.length > 0 ? (
        <div className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">Not in the {plan.name} plan</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
            {notIncluded.map((row) => (
              <li key={row.feature}>{row.feature}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Need these?{' '}
            <Link to="/compare-plans" className="font-semibold text-accent-700 underline hover:text-accent-800">
              See what each plan includes
            </Link>
            .
          </p>
        </div>
      ) : null}
    </Section>
  )
}
