import type { ReactNode } from 'react'

export type DetailItem = { label: string; value: ReactNode }

// A label/value list for a lead's fields; empty values show a dash, never nothing.
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-medium text-slate-600">{item.label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function utmText(utm: Record<string, string>): string {
  const parts = Object.entries(utm).map(([key, value]) => `${key}=${value}`)
  return parts.join(', ')
}
