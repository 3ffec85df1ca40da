import { useEffect, useState } from 'react'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { handledFilterLabels, leadKindLabels, spamFilterLabels, submissionStatusLabels } from '@/content/admin-leads'
import type { LeadFilterValues } from '../types'

type LeadFiltersProps = {
  filters: LeadFilterValues
  onChange: (next: LeadFilterValues) => void
}

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'

export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  const [search, setSearch] = useState(filters.q)
  const set = (patch: Partial<LeadFilterValues>) => onChange({ ...filters, ...patch, page: 1 })

  useEffect(() => {
    // Search as sales types, without a request per keystroke.
    if (search.trim() === filters.q) return
    const timer = window.setTimeout(() => onChange({ ...filters, q: search.trim(), page: 1 }), 300)
    return () => window.clearTimeout(timer)
  }, [search, filters, onChange])

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7">
      <label className={`${labelStyles} lg:col-span-2`}>
        Search
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, email, company or message"
          className={formControlStyles(false, 'text-sm')}
        />
      </label>
      <label className={labelStyles}>
        Kind
        <select value={filters.kind} onChange={(e) => set({ kind: e.target.value })} className={formControlStyles(false, 'text-sm')}>
          <option value="">All kinds</option>
          {Object.entries(leadKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyles}>
        Status
        <select value={filters.status} onChange={(e) => set({ status: e.target.value })} className={formControlStyles(false, 'text-sm')}>
          <option value="">Any status</option>
          {Object.entries(submissionStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyles}>
        Handled
        <select value={filters.handled} onChange={(e) => set({ handled: e.target.value })} className={formControlStyles(false, 'text-sm')}>
          {Object.entries(handledFilterLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyles}>
        From
        <input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} className={formControlStyles(false, 'text-sm')} />
      </label>
      <label className={labelStyles}>
        To
        <input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} className={formControlStyles(false, 'text-sm')} />
      </label>
      <label className={labelStyles}>
        Spam
        <select value={filters.spam} onChange={(e) => set({ spam: e.target.value })} className={formControlStyles(false, 'text-sm')}>
          {Object.entries(spamFilterLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
