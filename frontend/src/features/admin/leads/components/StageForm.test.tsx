import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { mockApi } from '@/testing/mock-api'
import { renderWithRouter } from '@/testing/render-app'
import type { LeadDetail } from '../types'
import { StageForm } from './StageForm'

// Only what the stage form reads.
const lead = {
  id: 'lead-1',
  name: 'Kim',
  email: 'kim@example.com',
  sales: {
    stage: 'qualified',
    stage_label: 'Qualified',
    lost_reason: null,
    lost_reason_label: null,
    lost_detail: null,
    stage_changed_at: null,
    owner: null,
    follow_up: null,
  },
} as unknown as LeadDetail

afterEach(() => vi.unstubAllGlobals())

describe('StageForm', () => {
  it('asks why a lead was lost with the same fields and rule as the board', async () => {
    const fetchMock = mockApi({ '/api/admin/leads/lead-1/stage': () => jsonResponse({ lead }, 200) })
    const { user } = renderWithRouter(<StageForm lead={lead} />)
    expect(screen.queryByLabelText('Reason')).toBeNull()

    await user.selectOptions(screen.getByLabelText('Move to stage'), 'lost')
    const save = screen.getByRole('button', { name: 'Save stage' })
    expect(save).toBeDisabled() // no reason yet
    const reasons = within(screen.getByLabelText('Reason')).getAllByRole('option')
    expect(reasons.map((option) => option.textContent)).toContain('Chose someone else')
    await user.selectOptions(screen.getByLabelText('Reason'), 'other')
    expect(save).toBeDisabled() // "Other" needs words of one's own
    await user.type(screen.getByLabelText('In your words'), '  Went in-house  ')
    expect(save).toBeEnabled()
    await user.click(save)

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ stage: 'lost', lost_reason: 'other', lost_detail: 'Went in-house' })
  })

  it('marks the words optional for any other reason, and sends none when left empty', async () => {
    const fetchMock = mockApi({ '/api/admin/leads/lead-1/stage': () => jsonResponse({ lead }, 200) })
    const { user } = renderWithRouter(<StageForm lead={lead} />)
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'lost')
    await user.selectOptions(screen.getByLabelText('Reason'), 'no_budget')
    expect(screen.getByLabelText('In your words (optional)')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Save stage' }))

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      stage: 'lost',
      lost_reason: 'no_budget',
      lost_detail: null,
    })
  })
})
