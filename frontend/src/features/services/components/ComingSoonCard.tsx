import { CheckList } from '@/components/content/CheckList'
import { comingSoonPlaybooks } from '@/content/services'

export function ComingSoonCard() {
  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">In development</p>
      <h2 id="coming-soon-heading" className="mt-2 text-xl font-bold text-slate-900">
        {comingSoonPlaybooks.title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">{comingSoonPlaybooks.body}</p>
      <CheckList items={comingSoonPlaybooks.roles} columns={2} className="mt-5" />
    </section>
  )
}
