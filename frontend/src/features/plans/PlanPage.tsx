import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { FaqSection } from '@/components/content/FaqSection'
import { Section } from '@/components/content/Section'
import { Container } from '@/components/ui/Container'
import { planPages } from '@/content/plan-pages'
import { formatMonthlyPrice, planTerms, plans, type PlanKey } from '@/content/plans'
import { pageTitle } from '@/content/site'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { usePageMeta } from '@/lib/use-page-meta'
import { PlanCallToAction } from './components/PlanCallToAction'
import { PlanHero } from './components/PlanHero'
import { PlanIncluded } from './components/PlanIncluded'
import { PlanResults } from './components/PlanResults'

type PlanPageProps = {
  planKey: PlanKey
}

// Spec 2.11: one page per plan, all three built from the same data.
export function PlanPage({ planKey }: PlanPageProps) {
  const plan = plans[planKey]
  const copy = planPages[planKey]
  usePageMeta({
    title: pageTitle(`${plan.name} Plan`),
    description: `The ${plan.name} done-for-you AI marketing and automation plan for ${plan.idealFor.toLowerCase()}: ${formatMonthlyPrice(plan)}, ${planTerms}.`,
    canonicalPath: plan.href,
    jsonLd: faqPageJsonLd(copy.faqs),
  })

  return (
    <>
      <PlanHero plan={plan} intro={copy.intro} />

      <Section id="who" title="Who It's For" lead={plan.subhead}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">Before</h3>
            <CheckList items={copy.before} variant="excluded" className="mt-4" />
          </div>
          <div className="rounded-xl border border-accent-200 bg-accent-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">After</h3>
            <CheckList items={copy.after} className="mt-4" />
          </div>
        </div>
      </Section>

      <PlanIncluded plan={plan} />
      <PlanResults plan={plan} />

      <Section id="how-ai-helps" title="How AI Powers Your Plan" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.howAiPowersIt.map((point) => (
            <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-slate-600">{point.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonial" title="What a Client Says">
        <figure className="max-w-3xl rounded-xl border-l-4 border-accent-700 bg-accent-50 p-6">
          <blockquote className="text-lg leading-relaxed text-slate-800">
            <p>“{copy.testimonial.quote}”</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold text-slate-700">{copy.testimonial.role}</figcaption>
        </figure>
      </Section>

      <FaqSection faqs={copy.faqs} tone="muted" />
      <PlanCallToAction plan={plan} />

      <Container className="py-10">
        <Link to={copy.bottomLink.href} className="font-semibold text-accent-700 underline hover:text-accent-800">
          {copy.bottomLink.label}
        </Link>
      </Container>
    </>
  )
}
