import { useEffect, useState, type ChangeEvent } from 'react'
import { formControlStyles } from '@/components/ui/form-control-styles'
import {
  handledFilterLabels,
  leadKindLabels,
  ownerFilterLabels,
  scoreFilterLabels,
  spamFilterLabels,
  stageLabels,
  submissionStatusLabels,
} from '@/content/admin-leads'
import type { LeadFilterValues, SalesUser } from '../types'

type LeadFiltersProps = {
  filters: LeadFilterValues
  onChange: (next: LeadFilterValues) => void
  // The sales team, for the owner filter (besides "My leads" and "Unassigned").
  owners?: SalesUser[]
}

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'
const controlStyles = formControlStyles(false, 'text-sm')

type FilterField = {
  key: Exclude<keyof LeadFilterValues, 'q' | 'page'>
  label: string
} & (
  | { type: 'date' }
  // `anyLabel` is an extra first option for "no filter" where the labels have none of their own.
  | { type: 'select'; options: readonly (readonly [string, string])[]; anyLabel?: string }
)

// In the order they stand after the search box.
function filterFields(owners: SalesUser[]): readonly FilterField[] {
  // Entries, not an object: account ids are numbers, which an object would sort first.
  const ownerOptions = [...Object.entries(ownerFilterLabels), ...owners.map((o) => [String(o.id), o.email] as const)]
  const entries = Object.entries
  return [
    { key: 'stage', label: 'Stage', type: 'select', options: entries(stageLabels), anyLabel: 'Any stage' },
    { key: 'owner', label: 'Owner', type: 'select', options: ownerOptions },
    { key: 'min_score', label: 'Score', type: 'select', options: entries(scoreFilterLabels) },
    { key: 'kind', label: 'Source form', type: 'select', options: entries(leadKindLabels), anyLabel: 'All forms' },
    { key: 'from', label: 'From', type: 'date' },
    { key: 'to', label: 'To', type: 'date' },
    { key: 'status', label: 'Status', type: 'select', options: entries(submissionStatusLabels), anyLabel: 'Any status' },
    { key: 'handled', label: 'Handled', type: 'select', options: entries(handledFilterLabels) },
    { key: 'spam', label: 'Spam', type: 'select', options: entries(spamFilterLabels) },
  ]
}

export function LeadFilters({ filters, onChange, owners = [] }: LeadFiltersProps) {
  const [search, setSearch] = useState(filters.q)
  const set = (patch: Partial<LeadFilterValues>) => onChange({ ...filters, ...patch, page: 1 })

  useEffect(() => {
    // Search as sales types, without a request per keystroke.
    if (search.trim() === filters.q) return
    const timer = window.setTimeout(() => onChange({ ...filters, q: search.trim(), page: 1 }), 300)
    return () => window.clearTimeout(timer)
  }, [search, filters, onChange])

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <label className={`${labelStyles} lg:col-span-2`}>
        Search
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, email, company or message"
          className={controlStyles}
        />
      </label>
      {filterFields(owners).map((field) => {
        const control = {
          value: filters[field.key],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            set({ [field.key]: e.target.value }),
          className: controlStyles,
        }
        return (
          <label key={field.key} className={labelStyles}>
            {field.label}
            {field.type === 'date' ? (
              <input type="date" {...control} />
            ) : (
              <select {...control}>
                {field.anyLabel ? <option value="">{field.anyLabel}</option> : null}
                {field.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </label>
        )
      })}
    </div>
  )
}
