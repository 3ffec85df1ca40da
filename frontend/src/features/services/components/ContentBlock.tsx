import type { ReactNode } from 'react'

// A titled block in a service page's main column.
export function ContentBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}
