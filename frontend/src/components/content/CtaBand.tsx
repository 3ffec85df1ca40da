import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'

type CtaBandProps = {
  id: string
  title: string
  lead?: ReactNode
  // The action links/buttons; style them for a dark background.
  children: ReactNode
}

// The closing call to action at the foot of a page: dark band, white text.
export function CtaBand({ id, title, lead, children }: CtaBandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-slate-900 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{lead}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  )
}

// Button look for links placed on the dark band.
export const onDarkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-slate-900 shadow-sm transition-colors hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
