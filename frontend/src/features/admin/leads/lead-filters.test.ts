import { describe, expect, it } from 'vitest'
import { filterQuery, filtersFromParams } from './lead-filters'

describe('lead filters in the URL', () => {
  it('round-trips a filter and leaves defaults out of the query', () => {
    const filters = filtersFromParams(new URLSearchParams('kind=finder&q=bakery&page=3&spam=exclude'))
    expect(filters).toMatchObject({ kind: 'finder', q: 'bakery', page: 3, spam: 'exclude', status: '' })
    expect(filterQuery(filters).toString()).toBe('kind=finder&q=bakery&page=3')
    // The CSV export takes the filter but not the page.
    expect(filterQuery(filters, false).toString()).toBe('kind=finder&q=bakery')
  })

  it('ignores a nonsense page number', () => {
    expect(filtersFromParams(new URLSearchParams('page=-2')).page).toBe(1)
    expect(filtersFromParams(new URLSearchParams('page=abc')).page).toBe(1)
  })
})
