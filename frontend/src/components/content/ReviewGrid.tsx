import type { Review } from '@/content/testimonials'
import { cn } from '@/lib/cn'
import { ReviewCard } from './ReviewCard'

export function ReviewGrid({ reviews, className }: { reviews: readonly Review[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', reviews.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4', className)}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  )
}
