import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { icons } from '@/components/content/icons'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { TestimonialList } from '@/components/content/TestimonialList'
import { buttonStyles } from '@/components/ui/button-styles'
import {
  customProjectsAudience,
  customProjectsHero,
  customProjectsOutcomes,
  customProjectSteps,
  whatWeBuild,
} from '@/content/custom-projects'
import { pageTitle } from '@/content/site'
import { customProjectQuotes } from '@/content/testimonials'
import { usePageMeta } from '@/lib/use-page-meta'

export function CustomProjectsPage() {
  usePageMeta({
    title: pageTitle('Custom AI Projects & App Building'),
    description:
      'Custom AI apps, chat assistants and automated workflows built around your business in 2–4 weeks: discover, design and build, then deploy with support.',
    canonicalPath: '/services/custom-projects',
  })
  const cta = customProjectsHero.cta

  return (
    <>
      <PageHero eyebrow={customProjectsHero.eyebrow} title={customProjectsHero.title} lead={customProjectsHero.lead}>
        <Link to={cta.href} className={buttonStyles({ size: 'lg' })}>
          {cta.label}
        </Link>
      </PageHero>

      <Section id="what-we-build" title="What We Can Build" lead="Practical tools that take real work off real people.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whatWeBuild.map((option) => {
            const Icon = icons[option.icon]
            return (
              <li key={option.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid size-10 place-items-center rounded-lg bg-accent-50 text-accent-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{option.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{option.body}</p>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="how-it-works" title="How It Works" lead="Three clear steps, with a fixed price agreed before we build." tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {customProjectSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Step {index + 1}</p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="who-its-for" title="Who It's For">
        <CheckList items={customProjectsAudience} columns={2} />
      </Section>

      <Section id="outcomes" title="Outcomes You Can Expect" tone="muted">
        <CheckList items={customProjectsOutcomes} columns={2} />
      </Section>

      <Section id="client-quotes" title="What Our Clients Say">
        <TestimonialList testimonials={customProjectQuotes} />
      </Section>

      <CtaBand
        id="start-a-project"
        title="Have a Process That Eats Your Week?"
        lead="Tell us about it. We will tell you honestly whether AI can help, what it would cost and how long it would take."
      >
        <Link to={cta.href} className={onDarkButton}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
