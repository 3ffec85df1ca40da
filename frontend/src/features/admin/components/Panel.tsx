import type { ReactNode } from 'react'

// A titled card of an admin page; the title also names the region for screen readers.
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  )
}
