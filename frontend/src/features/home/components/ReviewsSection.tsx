import { ReviewGrid } from '@/components/content/ReviewGrid'
import { Section } from '@/components/content/Section'
import { StarRating } from '@/components/content/StarRating'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { reviewsSection } from '@/content/home'
import { site } from '@/content/site'
import { homeReviews } from '@/content/testimonials'

export function ReviewsSection() {
  return (
    <Section id="reviews" title={reviewsSection.title} lead={reviewsSection.lead} tone="muted">
      <ReviewGrid reviews={homeReviews} />
      <div className="mt-10 flex flex-wrap items-center gap-3">
        <StarRating rating={site.reviews.rating} />
        <ExternalLink
          href={site.reviews.url}
          className="rounded-sm font-semibold text-accent-700 underline-offset-4 hover:text-accent-900 hover:underline"
        >
          {reviewsSection.linkLabel}
        </ExternalLink>
      </div>
    </Section>
  )
}
