import type { Review } from '@/content/testimonials'
import { StarRating } from './StarRating'

// A review "screenshot": styled like a card from the review site but built from
// text, so it is readable by screen readers, zooms cleanly and costs no image bytes.
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-200 text-sm font-bold text-slate-700"
        >
          {review.reviewer.charAt(0)}
        </span>
        <div className="min-w-0">
          <StarRating rating={review.rating} />
          <p className="text-xs text-slate-600">Reviewed {review.when}</p>
        </div>
      </div>
      <blockquote className="mt-4 flex-1">
        <p className="font-semibold text-slate-900">{review.title}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{review.body}</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-slate-100 pt-3 text-sm font-medium text-slate-800">
        {review.reviewer}
        <span className="font-normal text-slate-600"> · Verified review</span>
      </figcaption>
    </figure>
  )
}
