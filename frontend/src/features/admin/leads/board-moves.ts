import { stageLabels } from '@/content/admin-leads'
import type { BoardCard, LeadBoard, SalesStage } from './types'

export const stageOrder = Object.keys(stageLabels) as SalesStage[]

// The stage before or after this one on the board (null at either end).
export function neighbourStage(stage: SalesStage, step: -1 | 1): SalesStage | null {
  const index = stageOrder.indexOf(stage) + step
  return stageOrder[index] ?? null
}

// The board as it will be once the server has moved the card: shown at once (optimistic),
// put back if the server refuses. Counts and plan values move with the card.
export function moveCard(board: LeadBoard, leadId: string, to: SalesStage): LeadBoard {
  let moved: BoardCard | undefined
  const without = board.columns.map((column) => {
    const card = column.leads.find((c) => c.id === leadId)
    if (!card || column.stage === to) return column
    moved = card
    return {
      ...column,
      count: column.count - 1,
      plan_value_gbp: column.plan_value_gbp - (card.plan?.monthly_gbp ?? 0),
      leads: column.leads.filter((c) => c.id !== leadId),
    }
  })
  if (!moved) return board
  const card = { ...moved, stage: to }
  return {
    ...board,
    columns: without.map((column) =>
      column.stage !== to
        ? column
        : {
            ...column,
            count: column.count + 1,
            plan_value_gbp: column.plan_value_gbp + (card.plan?.monthly_gbp ?? 0),
            // Newest first, as the server orders them.
            leads: [...column.leads, card].sort((a, b) => b.created_at.localeCompare(a.created_at)),
          },
    ),
  }
}
