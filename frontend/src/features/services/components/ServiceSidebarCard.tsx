import type { ReactNode } from 'react'
import { CheckIcon } from '@/components/content/icons'
import { site } from '@/content/site'

const reassurances = ['Free 30-minute call', 'No jargon, no obligation', `Reply within ${site.responsePromise}`]

// The sticky "next step" card beside a service page's content.
export function ServiceSidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="service-sidebar-heading" className="rounded-2xl bg-slate-900 p-6 text-white shadow-sm">
      <h2 id="service-sidebar-heading" className="text-xl font-semibold">
        Ready to get started?
      </h2>
      <p className="mt-2 text-slate-300">Talk to us about {title} and what it could do for your business.</p>
      <div className="mt-6 flex flex-col gap-3">{children}</div>
      <ul className="mt-6 space-y-2 text-sm text-slate-300">
        {reassurances.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
