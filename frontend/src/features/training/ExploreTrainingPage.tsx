import { Link } from 'react-router'
import { CtaBand, onDarkButton } from '@/components/content/CtaBand'
import { FaqSection } from '@/components/content/FaqSection'
import { PageHero } from '@/components/content/PageHero'
import { ReviewGrid } from '@/components/content/ReviewGrid'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { pageTitle, site } from '@/content/site'
import { trainingReviews } from '@/content/testimonials'
import { exploreTrainingHero, trainingFaqs, trainingOffers, trainingPrices } from '@/content/training'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { formatGbp } from '@/lib/format-gbp'
import { usePageMeta } from '@/lib/use-page-meta'
import { TrainingOfferCard } from './components/TrainingOfferCard'

export function ExploreTrainingPage() {
  usePageMeta({
    title: pageTitle('Explore AI Training Options'),
    description: `AI training for UK teams: 2-hour online sessions from ${formatGbp(trainingPrices.onlineSessionFrom)}, full-day workshops from ${formatGbp(trainingPrices.workshopFrom)} for up to ${trainingPrices.workshopMaxPeople} people, a ${formatGbp(trainingPrices.cpdCourse)} CPD course and custom packages.`,
    canonicalPath: '/explore-training',
    jsonLd: faqPageJsonLd(trainingFaqs),
  })
  const cta = exploreTrainingHero.cta

  return (
    <>
      <PageHero eyebrow={exploreTrainingHero.eyebrow} title={exploreTrainingHero.title} lead={exploreTrainingHero.lead}>
        <Link to={cta.href} className={buttonStyles({ size: 'lg' })}>
          {cta.label}
        </Link>
      </PageHero>

      <Section
        id="training-offers"
        title="Four Ways to Train Your Team"
        lead="Every option is built around your team's real tasks. Prices are in GBP plus VAT."
      >
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {trainingOffers.map((offer) => (
            <li key={offer.id}>
              <TrainingOfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="training-reviews" title="What Trainees Say" tone="muted">
        <ReviewGrid reviews={trainingReviews} />
        <ExternalLink
          href={site.reviews.url}
          className="mt-8 inline-block rounded-sm font-semibold text-accent-700 underline-offset-4 hover:text-accent-900 hover:underline"
        >
          {site.reviews.ratingLabel} - Read All Reviews
        </ExternalLink>
      </Section>

      <FaqSection faqs={trainingFaqs} lead="Quick answers about our training. Anything else, just ask." />

      <CtaBand
        id="training-next-step"
        title="Not Sure Which Option Fits?"
        lead="Tell us about your team, your goals and your timetable, and we will recommend the right format."
      >
        <Link to={cta.href} className={onDarkButton}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  )
}
