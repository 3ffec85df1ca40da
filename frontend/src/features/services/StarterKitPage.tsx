import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { PageHero } from '@/components/content/PageHero'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { pageTitle } from '@/content/site'
import { starterKitAudience, starterKitHero, starterKitIncluded, starterKitNotIncluded } from '@/content/starter-kit'
import { usePageMeta } from '@/lib/use-page-meta'

export function StarterKitPage() {
  usePageMeta({
    title: pageTitle('AI Starter Kit for Founders'),
    description:
      'The AI Starter Kit for founders: a curated tool stack, prompt library, setup guides and a 30-day plan to start using AI with confidence.',
    canonicalPath: '/services/starter-kit',
  })
  const cta = starterKitHero.cta

  return (
    <>
      <PageHero eyebrow={starterKitHero.eyebrow} title={starterKitHero.title} lead={starterKitHero.lead}>
        <Link to={cta.href} className={buttonStyles({ size: 'lg' })}>
          {cta.label}
        </Link>
      </PageHero>

      <Section id="kit-contents" title="What's in the Kit" lead="Everything you need to get started, in one place.">
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="kit-included-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 id="kit-included-heading" className="text-lg font-semibold text-slate-900">
              What's Included
            </h3>
            <CheckList items={starterKitIncluded} className="mt-5" />
          </section>
          <section aria-labelledby="kit-excluded-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h3 id="kit-excluded-heading" className="text-lg font-semibold text-slate-900">
              What's Not Included
            </h3>
            <CheckList items={starterKitNotIncluded} variant="excluded" className="mt-5" />
            <p className="mt-6 text-sm text-slate-600">
              Need any of these? They are available as part of our{' '}
              <Link to="/services" className="font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-900">
                other services
              </Link>
              .
            </p>
          </section>
        </div>
      </Section>

      <Section id="who-its-for" title="Who It's For" tone="muted">
        <CheckList items={starterKitAudience} />
      </Section>

      <CtaBand
        id="get-the-kit"
        title="Start Using AI This Week"
        lead="The kit is being prepared for launch. Get in touch and we will send it to you as soon as it is ready, with help getting started."
      >
        <Link to={cta.href} className={onDarkButton}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
