import type { DragEvent, KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { LabelOptions } from '@/components/ui/LabelOptions'
import { stageLabels } from '@/content/admin-leads'
import { formatGbp } from '@/lib/format-gbp'
import { neighbourStage } from '../board-moves'
import type { BoardCard as Card, SalesStage } from '../types'
import { BoardCallLine } from './BoardCallLine'

type BoardCardProps = {
  card: Card
  onMove: (card: Card, to: SalesStage) => void
  cardRef: (element: HTMLElement | null) => void
}

export const DRAG_TYPE = 'application/x-lead-id'

// One lead on the board. The card itself takes focus: ← and → move it a stage, its "Move
// to" menu reaches any stage, and it can be dragged to a column. Visitor-written values are
// React text (escaped).
export function BoardCard({ card, onMove, cardRef }: BoardCardProps) {
  const name = card.name || card.email
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return // the menu and the link keep their keys
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const to = neighbourStage(card.stage, step)
    if (to) onMove(card, to)
  }
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, card.id)
    event.dataTransfer.effectAllowed = 'move'
  }
  return (
    <article
      ref={cardRef}
      tabIndex={0}
      draggable
      aria-label={`${name}, ${stageLabels[card.stage]}`}
      aria-describedby="board-help"
      onKeyDown={onKeyDown}
      onDragStart={onDragStart}
      className="cursor-grab space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
    >
      <Link to={`/admin/leads/${card.id}`} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
        {name}
      </Link>
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900" title={card.score_reasons.join('\n')}>
          Score {card.score}
        </span>
        {` · ${card.kind_label}`}
        {card.company ? ` · ${card.company}` : ''}
      </p>
      <p className="text-xs text-slate-600">
        {card.owner ? `Owner: ${card.owner.email ?? 'a removed account'}` : 'Unassigned'}
        {card.plan ? ` · ${card.plan.name} ${formatGbp(card.plan.monthly_gbp)}/mo` : ''}
      </p>
      {card.follow_up ? (
        <p className={card.follow_up.overdue ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-600'}>
          {card.follow_up.overdue ? 'Overdue: ' : 'Next: '}
          {card.follow_up.action} ({card.follow_up.due})
        </p>
      ) : null}
      {card.call ? <BoardCallLine call={card.call} leadId={card.id} /> : null}
      <label className="flex items-center gap-2 text-xs text-slate-700">
        Move to
        <select
          aria-label={`Move ${name} to`}
          value={card.stage}
          onChange={(event) => onMove(card, event.target.value as SalesStage)}
          className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs"
        >
          <LabelOptions labels={stageLabels} />
        </select>
      </label>
    </article>
  )
}
