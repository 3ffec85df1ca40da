import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderWithRouter } from '@/testing/render-app'
import { filtersFromParams } from '../lead-filters'
import type { BoardCard, LeadBoard as Board } from '../types'
import { LeadBoard } from './LeadBoard'

const XSS = '<img src=x onerror=alert(1)>'
const card: BoardCard = {
  id: 'lead-1',
  name: XSS,
  email: 'x@example.com',
  kind: 'contact',
  kind_label: 'Contact',
  company: null,
  created_at: '2025-06-01T10:00:00Z',
  stage: 'new',
  owner: null,
  follow_up: null,
  call: null,
  plan: { key: 'growth', name: 'Growth', monthly_gbp: 600 },
  score: 40,
  score_reasons: ['Role: Business Owner +20'],
}
const column = (stage: Board['columns'][number]['stage'], label: string, leads: BoardCard[] = []) => ({
  stage,
  label,
  count: leads.length,
  plan_value_gbp: leads.reduce((sum, c) => sum + (c.plan?.monthly_gbp ?? 0), 0),
  leads,
})
const board: Board = {
  total: 1,
  per_column: 50,
  columns: [column('new', 'New', [card]), column('contacted', 'Contacted'), column('qualified', 'Qualified'), column('won', 'Won'), column('lost', 'Lost')],
}

afterEach(() => vi.unstubAllGlobals())

describe('LeadBoard', () => {
  it('shows counts and plan value per column, and markup only as text', () => {
    mockApi({})
    const { container } = renderWithRouter(<LeadBoard board={board} filters={filtersFromParams(new URLSearchParams())} />)
    const fresh = screen.getByRole('region', { name: 'New' })
    expect(within(fresh).getByLabelText('New totals')).toHaveTextContent('1 lead · £600/month in plans')
    expect(within(fresh).getByRole('link', { name: XSS })).toHaveAttribute('href', '/admin/leads/lead-1')
    expect(container.querySelector('img')).toBeNull()
  })

  it('moves the focused card one stage with the arrow key and says so', async () => {
    const fetchMock = mockApi({ '/api/admin/leads/lead-1/stage': () => jsonResponse({ lead: {} }, 200) })
    const { user } = renderWithRouter(<LeadBoard board={board} filters={filtersFromParams(new URLSearchParams())} />)
    const article = screen.getByRole('article', { name: `${XSS}, New` })
    article.focus()
    await user.keyboard('{ArrowRight}')

    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/leads/lead-1/stage')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ stage: 'contacted' })
    expect(await screen.findByRole('status')).toHaveTextContent(`Moved ${XSS} to Contacted.`)
  })

  it('asks why before moving a card to Lost, and Escape leaves it where it was', async () => {
    const fetchMock = mockApi({})
    const { user } = renderWithRouter(<LeadBoard board={board} filters={filtersFromParams(new URLSearchParams())} />)
    await user.selectOptions(screen.getByLabelText(`Move ${XSS} to`), 'lost')
    const dialog = screen.getByRole('dialog', { name: `Why was ${XSS} lost?` })
    expect(within(dialog).getByRole('button', { name: 'Move to Lost' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('moves a card to Lost with the reason and words given in the dialog', async () => {
    const fetchMock = mockApi({ '/api/admin/leads/lead-1/stage': () => jsonResponse({ lead: {} }, 200) })
    const { user } = renderWithRouter(<LeadBoard board={board} filters={filtersFromParams(new URLSearchParams())} />)
    await user.selectOptions(screen.getByLabelText(`Move ${XSS} to`), 'lost')
    const dialog = screen.getByRole('dialog', { name: `Why was ${XSS} lost?` })
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus()
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'chose_competitor')
    await user.type(within(dialog).getByLabelText('In your words (optional)'), ' Went with an agency ')
    await user.click(within(dialog).getByRole('button', { name: 'Move to Lost' }))

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      stage: 'lost',
      lost_reason: 'chose_competitor',
      lost_detail: 'Went with an agency',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
