import { Link } from 'react-router'
import { icons } from '@/components/content/icons'
import { Section } from '@/components/content/Section'
import { buttonStyles } from '@/components/ui/button-styles'
import { whatYouGet } from '@/content/home'

export function WhatYouGetSection() {
  return (
    <Section id="what-you-get" title={whatYouGet.title} lead={whatYouGet.lead}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whatYouGet.cards.map((card) => {
          const Icon = icons[card.icon]
          return (
            <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-lg bg-accent-50 text-accent-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{card.body}</p>
            </li>
          )
        })}
      </ul>
      <Link to={whatYouGet.cta.href} className={buttonStyles({ className: 'mt-10' })}>
        {whatYouGet.cta.label}
      </Link>
    </Section>
  )
}
