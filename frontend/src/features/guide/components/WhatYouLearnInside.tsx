import { Container } from '@/components/ui/Container'
import { guideCopy } from '@/content/guide'

export function WhatYouLearnInside() {
  return (
    <section aria-labelledby="learn-inside-heading" className="border-t border-slate-200 bg-white py-16">
      <Container>
        <h2 id="learn-inside-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {guideCopy.learnHeading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {guideCopy.learnPoints.map((point, index) => (
            <li key={point.title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-accent-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{point.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
