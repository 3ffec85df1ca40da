import { Link } from 'react-router'
import { CheckIcon } from '@/components/content/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { homeHero } from '@/content/home'
import { site } from '@/content/site'

const highlights = [
  'Time savings in the first 2 weeks',
  'Full benefit within 30–60 days',
  'CPD-certified training',
  `${site.reviews.ratingLabel} by our clients`,
]

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-accent-50 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-accent-700">{homeHero.eyebrow}</p>
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{homeHero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={homeHero.primaryCta.href} className={buttonStyles({ size: 'lg' })}>
              {homeHero.primaryCta.label}
            </Link>
            {/* A plain fragment link: it works in the prerendered page before any script runs. */}
            <a href={homeHero.secondaryCta.href} className={buttonStyles({ size: 'lg', variant: 'outline' })}>
              {homeHero.secondaryCta.label}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{homeHero.reassurance}</p>
        </div>
        <div className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="font-semibold text-slate-900">What clients typically see</p>
            <ul className="mt-4 space-y-3">
              {highlights.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  )
}
