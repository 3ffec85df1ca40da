import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { buttonStyles } from '@/components/ui/button-styles'
import { ExternalLink } from '@/components/ui/ExternalLink'
import type { TrainingOffer } from '@/content/training'

export function TrainingOfferCard({ offer }: { offer: TrainingOffer }) {
  const headingId = `offer-${offer.id}-heading`
  const ctaClass = buttonStyles({ variant: 'outline', className: 'mt-8 w-full' })
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {offer.title}
      </h3>
      <p className="mt-4">
        <span className="text-3xl font-bold text-slate-900">{offer.price}</span>{' '}
        <span className="text-sm text-slate-600">{offer.priceNote}</span>
      </p>
      <p className="mt-4 leading-relaxed text-slate-600">{offer.summary}</p>
      <CheckList items={offer.features} className="mt-6 flex-1 text-sm" />
      {offer.cta.external ? (
        <ExternalLink href={offer.cta.href} className={ctaClass}>
          {offer.cta.label}
        </ExternalLink>
      ) : (
        <Link to={offer.cta.href} className={ctaClass}>
          {offer.cta.label}
        </Link>
      )}
    </article>
  )
}
