import { Link } from 'react-router'
import { onDarkButton } from '@/components/content/CtaBand'
import { Container } from '@/components/ui/Container'
import { whatHappensNext } from '@/content/plan-pages'
import { formatMonthlyPrice, planTerms, type Plan } from '@/content/plans'
import { site } from '@/content/site'
import { planEnquiryHref } from '@/lib/plan-enquiry'
import { SubscribeButton } from './SubscribeButton'

export function PlanCallToAction({ plan }: { plan: Plan }) {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="bg-slate-900 py-16 text-white sm:py-20">
      <Container>
        <h2 id="get-started-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to Get Started?
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">
          {plan.name}: {formatMonthlyPrice(plan)}, {planTerms}. Not sure yet? Book a call and we'll talk it
          through first.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={planEnquiryHref(plan.key)} className={onDarkButton}>
            Book a Call
          </Link>
          <SubscribeButton planKey={plan.key} checkoutUrl={site.checkoutUrls[plan.key]} />
        </div>

        <div className="mt-12 border-t border-slate-700 pt-10">
          <h3 className="text-lg font-semibold">What Happens Next</h3>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {whatHappensNext.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-slate-900"
                >
                  {index + 1}
                </span>
                <span className="text-slate-200">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  )
}
