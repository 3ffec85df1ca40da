import { Link } from 'react-router'
import { ArrowRightIcon } from '@/components/content/icons'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { plansSection } from '@/content/home'
import { formatMonthlyPrice, planKeys, plans } from '@/content/plans'

// id="plans": the plan quiz and the plan pages link back to '/#plans'.
export function PlansSection() {
  return (
    <Section id="plans" title={plansSection.title} lead={plansSection.lead} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {planKeys.map((key) => {
          const plan = plans[key]
          return (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600">Ideal for {plan.idealFor}</p>
              <p className="mt-4 text-3xl font-bold text-slate-900">{formatMonthlyPrice(plan)}</p>
              <Link
                to={plan.href}
                className={buttonStyles({ variant: 'outline', className: 'mt-6' })}
              >
                View the {plan.name} Plan
              </Link>
            </li>
          )
        })}
      </ul>
      <Link
        to={plansSection.compareLink.href}
        className="mt-8 inline-flex items-center gap-2 rounded-sm font-semibold text-accent-700 hover:text-accent-900 hover:underline"
      >
        {plansSection.compareLink.label}
        <ArrowRightIcon className="size-4" />
      </Link>
    </Section>
  )
}
