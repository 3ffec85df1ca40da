import { cn } from '@/lib/cn'

type StarRatingProps = {
  rating: number
  outOf?: number
  className?: string
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'

function Star({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className={cn('size-4', className)}>
      <path d={STAR} />
    </svg>
  )
}

// Drawn stars with one text alternative for the whole row, so a screen reader
// hears "4.5 out of 5 stars" once rather than five unlabelled images. A part
// star (4.5) is a filled star clipped to its fraction over an empty one.
export function StarRating({ rating, outOf = 5, className }: StarRatingProps) {
  const fills = Array.from({ length: outOf }, (_, index) => Math.min(1, Math.max(0, rating - index)))
  return (
    <span role="img" aria-label={`${rating} out of ${outOf} stars`} className={cn('inline-flex gap-0.5', className)}>
      {fills.map((fill, index) => (
        <span key={index} className="relative inline-block size-4">
          <Star className="fill-slate-300" />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="fill-amber-500" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  )
}
