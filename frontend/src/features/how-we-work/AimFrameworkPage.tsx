import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { ExternalLink } from '@/components/ui/ExternalLink'
import {
  aimAnswer,
  aimBenefits,
  aimSteps,
  aimTestimonials,
  bigBangProblems,
} from '@/content/how-we-work'
import { site } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'

export function AimFrameworkPage() {
  // The spec fixes this page's document title, description and canonical URL.
  usePageMeta({
    title: 'AIM Framework',
    description:
      'Analyse, Implement, Monitor: a step-by-step framework for bringing AI into your business safely, with people checking every output.',
    canonicalPath: '/aim-framework',
  })

  return (
    <>
      <PageHero
        eyebrow="How We Work"
        title="The AIM Framework"
        lead="Analyse, Implement, Monitor. Small, safe steps instead of big-bang AI projects, with people checking every output."
      >
        <BookingLink className={buttonStyles({ size: 'lg' })}>
          Book a Strategy Call
        </BookingLink>
        <Link to="/explore-training" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Explore Training Options
        </Link>
      </PageHero>

      <Section id="aim" title="Three Steps, Repeated" lead="Every change we make goes through the same three steps.">
        <ol className="grid gap-6 md:grid-cols-3">
          {aimSteps.map((step) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-lg bg-accent-700 text-2xl font-bold text-white"
              >
                {step.letter}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="why-aim" title="Why AIM Beats Big-Bang AI Projects" tone="muted">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">The problem with big-bang projects</h3>
            <CheckList items={bigBangProblems} variant="excluded" className="mt-4" />
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">The AIM way</h3>
            <p className="mt-4 leading-relaxed text-slate-700">{aimAnswer}</p>
          </div>
        </div>
      </Section>

      <Section id="benefits" title="What You Get From Working This Way">
        <ul className="grid gap-6 sm:grid-cols-2">
          {aimBenefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title="What Clients Say" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {aimTestimonials.map((testimonial) => (
            <li key={testimonial.role}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <blockquote className="flex-1 leading-relaxed text-slate-700">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-900">{testimonial.role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <ExternalLink
            href={site.reviews.url}
            className="font-semibold text-accent-700 underline hover:text-accent-800"
          >
            Read more reviews ({site.reviews.ratingLabel})
          </ExternalLink>
        </p>
      </Section>

      <CtaBand
        id="next-step"
        title="Start With One Safe Step"
        lead="Talk to us about where AI could save you time, or build your team's confidence with training first."
      >
        <BookingLink className={onDarkButton}>
          Book a Strategy Call
        </BookingLink>
        <Link to="/explore-training" className={onDarkButton}>
          Explore Training Options
        </Link>
      </CtaBand>
    </>
  )
}
