import { Link } from 'react-router'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { featureRows, formatMonthlyPrice, planKeys, plans } from '@/content/plans'
import { FeatureValueText } from './FeatureValueText'
import { PlanIcon } from './PlanIcon'

// Large screens only; ComparePlanCards carries the same data on small screens.
export function FeatureComparisonTable() {
  return (
    <Section id="feature-comparison" title="Feature Comparison" className="hidden lg:block">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left">
          <caption className="sr-only">
            Features of the Clarity, Growth and Freedom plans, one plan per column
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="w-1/4 px-6 py-4 text-sm font-semibold text-slate-700">
                Feature
              </th>
              {planKeys.map((key) => (
                <th key={key} scope="col" className="px-6 py-4">
                  <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                    <PlanIcon planKey={key} className="size-5 text-accent-700" />
                    {plans[key].name}
                  </span>
                  <span className="mt-1 block text-sm font-normal text-slate-600">
                    {formatMonthlyPrice(plans[key])}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {featureRows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-6 py-3 text-sm font-medium text-slate-900">
                  {row.feature}
                </th>
                {planKeys.map((key) => (
                  <td key={key} className="px-6 py-3 text-slate-700">
                    <FeatureValueText value={row.values[key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 bg-slate-50">
            <tr>
              <td className="px-6 py-4">
                <span className="sr-only">Plan pages</span>
              </td>
              {planKeys.map((key) => (
                <td key={key} className="px-6 py-4">
                  <Link
                    to={plans[key].href}
                    className={buttonStyles({ variant: key === 'growth' ? 'primary' : 'outline' })}
                  >
                    View {plans[key].name} Plan
                  </Link>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <ExtrasNote />
    </Section>
  )
}

export function ExtrasNote() {
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-600">
      {planKeys
        .filter((key) => plans[key].extras.length > 0)
        .map((key) => (
          <li key={key}>
            {plans[key].name} also includes {plans[key].extras.map(lowerFirst).join(', ')}.
          </li>
        ))}
    </ul>
  )
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
