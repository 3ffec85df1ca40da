import { useId, type FormEvent } from 'react'
import { blogCopy } from '@/content/blog'
import { buttonStyles } from '@/components/ui/button-styles'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { useCategories } from '../api/get-categories'
import type { BlogFilters as Filters } from '../types'

type BlogFiltersProps = {
  filters: Filters
  onChange: (changes: Partial<Filters>) => void
}

export function BlogFilters({ filters, onChange }: BlogFiltersProps) {
  const searchId = useId()
  const categoryId = useId()
  const categories = useCategories()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onChange({ q: String(data.get('q') ?? '') })
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      {/* Keyed by the URL's q so Back/Forward put the matching text back in the box. */}
      <form key={filters.q} role="search" onSubmit={submit} className="flex flex-1 gap-2">
        <div className="flex-1">
          <label htmlFor={searchId} className="sr-only">
            {blogCopy.searchLabel}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={blogCopy.searchPlaceholder}
            maxLength={200}
            className={formControlStyles(false)}
          />
        </div>
        <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
          {blogCopy.searchButton}
        </button>
      </form>
      <div className="sm:w-60">
        <label htmlFor={categoryId} className="sr-only">
          {blogCopy.categoryLabel}
        </label>
        <select
          id={categoryId}
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
          className={formControlStyles(false)}
        >
          <option value="all">{blogCopy.allCategories}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
