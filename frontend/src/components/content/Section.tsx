import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { cn } from '@/lib/cn'

export type SectionTone = 'white' | 'muted' | 'accent'

type SectionProps = {
  // Also the anchor target (#id) and the stem of the heading's id.
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  tone?: SectionTone
  centred?: boolean
  className?: string
  children?: ReactNode
}

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  accent: 'bg-accent-50',
}

// One page section: a landmark labelled by its own <h2>, so headings stay in
// order (the page's <h1> sits in the hero) and screen-reader users can jump
// between sections.
export function Section({ id, title, eyebrow, lead, tone = 'white', centred, className, children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <Container>
        <div className={cn('max-w-3xl', centred && 'mx-auto text-center')}>
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </Container>
    </section>
  )
}
