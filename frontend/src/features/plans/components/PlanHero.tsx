import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { formatPrice, planTerms, type Plan } from '@/content/plans'
import { planEnquiryHref } from '@/lib/plan-enquiry'
import { PlanIcon } from './PlanIcon'

export function PlanHero({ plan, intro }: { plan: Plan; intro: string }) {
  return (
    <section aria-labelledby="plan-title" className="bg-gradient-to-b from-accent-50 to-white">
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent-700">
            <PlanIcon planKey={plan.key} className="size-5" />
            Done-for-you plan · Ideal for {plan.idealFor}
          </p>
          <h1
            id="plan-title"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {plan.name} Plan
          </h1>
          <p className="mt-4 text-xl font-medium text-slate-800">{plan.title}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p>
          <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
            <span className="text-5xl font-bold tracking-tight text-slate-900">{formatPrice(plan)}</span>
            <span className="text-lg text-slate-600">/month, {planTerms}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={planEnquiryHref(plan.key)} className={buttonStyles({ size: 'lg' })}>
              Book a Call
            </Link>
            <a href="#get-started" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
              See How to Start
            </a>
          </div>
        </div>
      </Container>
    </section>
  )
}
