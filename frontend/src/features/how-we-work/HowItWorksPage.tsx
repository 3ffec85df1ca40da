import { Link } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { FaqSection } from '@/components/content/FaqSection'
import { ArrowRightIcon } from '@/components/content/icons'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { howWeWorkFaqs, principles, processSteps, workingOptions } from '@/content/how-we-work'
import { pageTitle } from '@/content/site'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { usePageMeta } from '@/lib/use-page-meta'

export function HowItWorksPage() {
  usePageMeta({
    title: pageTitle('How We Work'),
    description:
      'Our five principles and four-step process for bringing AI into your business safely, and how to choose between a monthly plan and a custom project.',
    canonicalPath: '/how-it-works',
    jsonLd: faqPageJsonLd(howWeWorkFaqs),
  })

  return (
    <>
      <PageHero
        eyebrow="Our approach"
        title="How We Work"
        lead="Straightforward principles and a clear four-step process. No big-bang projects, no jargon."
      >
        <BookingLink className={buttonStyles({ size: 'lg' })}>
          Book a Discovery Call
        </BookingLink>
      </PageHero>

      <Section id="principles" title="Our Principles" lead="Five things we hold to on every piece of work.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {principles.map((principle, index) => (
            <li key={principle.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-sm font-bold text-accent-700">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title="Our Process" lead="Four steps from first conversation to results." tone="muted">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Step {index + 1}</p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="plan-or-custom"
        title="A Plan or a Custom Project?"
        lead="Two ways to work with us. Not sure which? That's what the discovery call is for."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {workingOptions.map((option) => (
            <li key={option.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{option.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">{option.text}</p>
              <Link
                to={option.href}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-700 hover:text-accent-800"
              >
                {option.linkLabel}
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <FaqSection faqs={howWeWorkFaqs} tone="muted" />

      <CtaBand
        id="discovery-call"
        title="Talk It Through First"
        lead="A free, no-pressure discovery call to see whether AI can genuinely help your business."
      >
        <BookingLink className={onDarkButton}>
          Book a Discovery Call
        </BookingLink>
      </CtaBand>
    </>
  )
}
