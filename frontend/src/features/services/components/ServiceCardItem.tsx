import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { icons } from '@/components/content/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import type { ServiceCard } from '@/content/services'

// One card on the services overview (spec 2.4): title, summary, includes,
// key outcome and its CTA.
export function ServiceCardItem({ card }: { card: ServiceCard }) {
  const Icon = icons[card.icon]
  const headingId = `service-${card.id}-heading`
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-11 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <Icon className="size-6" />
        </span>
        {card.status === 'planned' ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            Planned: productised launch
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="mt-5 text-xl font-bold text-slate-900">
        {card.title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-600">{card.summary}</p>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-900">Includes</h3>
      <CheckList items={card.includes} className="mt-3" />
      <div className="mt-6 flex-1">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-900">Key Outcome</h3>
        <p className="mt-2 text-slate-700">{card.outcome}</p>
      </div>
      <Link to={card.href} className={buttonStyles({ className: 'mt-8 self-start' })}>
        {card.ctaText}
      </Link>
    </article>
  )
}
