import { describe, expect, it } from 'vitest'
import { moveCard, neighbourStage } from './board-moves'
import type { BoardCard, LeadBoard } from './types'

const card = (id: string, created: string, plan: number | null = null): BoardCard => ({
  id,
  name: id,
  email: `${id}@example.com`,
  kind: 'contact',
  kind_label: 'Contact',
  company: null,
  created_at: created,
  stage: 'new',
  owner: null,
  follow_up: null,
  call: null,
  plan: plan === null ? null : { key: 'growth', name: 'Growth', monthly_gbp: plan },
  score: 0,
  score_reasons: [],
})

const board: LeadBoard = {
  total: 3,
  per_column: 50,
  columns: [
    { stage: 'new', label: 'New', count: 2, plan_value_gbp: 600, leads: [card('a', '2025-06-03T00:00:00Z', 600), card('b', '2025-06-01T00:00:00Z')] },
    { stage: 'contacted', label: 'Contacted', count: 1, plan_value_gbp: 0, leads: [{ ...card('c', '2025-06-02T00:00:00Z'), stage: 'contacted' }] },
    { stage: 'qualified', label: 'Qualified', count: 0, plan_value_gbp: 0, leads: [] },
    { stage: 'won', label: 'Won', count: 0, plan_value_gbp: 0, leads: [] },
    { stage: 'lost', label: 'Lost', count: 0, plan_value_gbp: 0, leads: [] },
  ],
}

describe('board moves', () => {
  it('knows each stage’s neighbours and stops at the ends', () => {
    expect(neighbourStage('new', 1)).toBe('contacted')
    expect(neighbourStage('qualified', 1)).toBe('won')
    expect(neighbourStage('won', 1)).toBe('lost')
    expect(neighbourStage('lost', 1)).toBeNull()
    expect(neighbourStage('new', -1)).toBeNull()
  })

  it('moves a card with its count and plan value, newest first in its new column', () => {
    const moved = moveCard(board, 'a', 'contacted')
    const [fresh, contacted] = moved.columns
    expect(fresh).toMatchObject({ count: 1, plan_value_gbp: 0 })
    expect(fresh?.leads.map((c) => c.id)).toEqual(['b'])
    expect(contacted).toMatchObject({ count: 2, plan_value_gbp: 600 })
    expect(contacted?.leads.map((c) => [c.id, c.stage])).toEqual([
      ['a', 'contacted'],
      ['c', 'contacted'],
    ])
  })

  it('leaves the board alone for an unknown card or the same column', () => {
    expect(moveCard(board, 'zzz', 'won')).toBe(board)
    expect(moveCard(board, 'a', 'new')).toBe(board)
  })
})
