import { Link } from 'react-router'
import { CheckList } from '@/components/content/CheckList'
import { icons } from '@/components/content/icons'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { pathsSection } from '@/content/home'

export function PathsSection() {
  return (
    <Section id="choose-your-path" title={pathsSection.title} lead={pathsSection.lead}>
      <ul className="grid gap-6 md:grid-cols-2">
        {pathsSection.cards.map((card) => {
          const Icon = icons[card.icon]
          return (
            <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-lg bg-accent-50 text-accent-700">
                  <Icon className="size-6" />
                </span>
                <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{card.eyebrow}</p>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{card.body}</p>
              <CheckList items={card.points} className="mt-6 flex-1" />
              <Link to={card.cta.href} className={buttonStyles({ className: 'mt-8 self-start' })}>
                {card.cta.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
