import { Link } from 'react-router'
import { ArrowRightIcon } from '@/components/content/icons'
import { Section } from '@/components/content/Section'
import { aimSection } from '@/content/home'

// id="how-we-work" is the hero's "See How It Works" target.
export function AimSection() {
  return (
    <Section id="how-we-work" eyebrow={aimSection.eyebrow} title={aimSection.title} lead={aimSection.lead} tone="muted">
      <ol className="grid gap-6 md:grid-cols-3">
        {aimSection.steps.map((step) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-accent-700 text-xl font-bold text-white"
            >
              {step.letter}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
      <Link
        to={aimSection.link.href}
        className="mt-8 inline-flex items-center gap-2 rounded-sm font-semibold text-accent-700 hover:text-accent-900 hover:underline"
      >
        {aimSection.link.label}
        <ArrowRightIcon className="size-4" />
      </Link>
    </Section>
  )
}
