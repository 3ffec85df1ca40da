import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { filtersFromParams } from '../lead-filters'
import { LeadFilters } from './LeadFilters'

const optionLabels = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('LeadFilters', () => {
  it('shows every filter with its options, and a change goes back to page 1', async () => {
    const onChange = vi.fn()
    const filters = filtersFromParams(new URLSearchParams('page=3'))
    render(<LeadFilters filters={filters} onChange={onChange} owners={[{ id: 7, email: 'bo@example.com', first_name: 'Bo' }]} />)

    expect(optionLabels('Source form')[0]).toBe('All forms')
    expect(optionLabels('Stage')).toEqual(['Any stage', 'New', 'Contacted', 'Qualified', 'Won', 'Lost'])
    expect(optionLabels('Owner')).toEqual(['Anyone', 'My leads', 'Unassigned', 'bo@example.com'])
    expect(optionLabels('Status')[0]).toBe('Any status')
    expect(optionLabels('Handled')).toEqual(['Any', 'Not handled', 'Handled'])
    expect(optionLabels('Spam')).toEqual(['Hide spam', 'Include spam', 'Only spam'])
    expect(screen.getByLabelText('Spam')).toHaveValue('exclude')
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date')

    await userEvent.selectOptions(screen.getByLabelText('Handled'), 'no')
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, handled: 'no', page: 1 })
    await userEvent.selectOptions(screen.getByLabelText('Owner'), 'me')
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, owner: 'me', page: 1 })
  })
})
