import { Link } from 'react-router'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { founderSection } from '@/content/home'

export function FounderSection() {
  return (
    <section id="why-us" aria-labelledby="why-us-heading" className="py-16 sm:py-20">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="why-us-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {founderSection.title}
          </h2>
          {founderSection.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-600">
              {paragraph}
            </p>
          ))}
          <Link to={founderSection.cta.href} className={buttonStyles({ className: 'mt-8' })}>
            {founderSection.cta.label}
          </Link>
        </div>
        <div className="rounded-2xl bg-slate-900 p-8 text-white">
          <p className="text-lg font-semibold">What you can count on</p>
          <ul className="mt-6 grid gap-4">
            {founderSection.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-200">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}
