import { useEffect, useRef, useState, type DragEvent } from 'react'
import { toast } from 'sonner'
import { boardCopy as copy, stageLabels } from '@/content/admin-leads'
import { cn } from '@/lib/cn'
import { formatGbp } from '@/lib/format-gbp'
import { useMoveLead } from '../api/move-lead'
import { errorMessage } from '../error-message'
import type { StageInput } from '../api/update-lead'
import type { BoardCard as Card, LeadBoard as Board, LeadFilterValues, SalesStage } from '../types'
import { BoardCard, DRAG_TYPE } from './BoardCard'
import { LostReasonDialog } from './LostReasonDialog'
import { lostStageInput } from './LostReasonFields'

function cardKey(id: string, stage: SalesStage): string {
  return `${id}:${stage}`
}

// The board: a column per stage with its count and plan value. Moves show at once, are
// announced to screen readers, and keep focus on the moved card so ← → can carry on.
export function LeadBoard({ board, filters }: { board: Board; filters: LeadFilterValues }) {
  const move = useMoveLead(filters)
  const [announcement, setAnnouncement] = useState('')
  const [losing, setLosing] = useState<Card | null>(null)
  const [dropTarget, setDropTarget] = useState<SalesStage | null>(null)
  const cards = useRef(new Map<string, HTMLElement>())
  const pendingFocus = useRef<string | null>(null)

  useEffect(() => {
    // After a move the card is drawn in its new column (a new element): focus it there.
    // Keyed by card and stage, so the old element, still drawn until the move shows, isn't it.
    const key = pendingFocus.current
    const element = key ? cards.current.get(key) : undefined
    if (element) {
      element.focus()
      pendingFocus.current = null
    }
  })

  const send = (card: Card, input: StageInput) => {
    const to = input.stage
    pendingFocus.current = cardKey(card.id, to)
    const name = card.name || card.email
    move.mutate(
      { leadId: card.id, input },
      {
        onSuccess: () => setAnnouncement(copy.moved(name, stageLabels[to])),
        onError: (error) => {
          pendingFocus.current = cardKey(card.id, card.stage) // put back: focus it where it is
          toast.error(errorMessage(error, 'stage', 'lost_reason', 'lost_detail'))
        },
      },
    )
  }
  const onMove = (card: Card, to: SalesStage) => {
    if (to === card.stage) return
    if (to === 'lost') setLosing(card)
    else send(card, { stage: to })
  }
  const onDrop = (stage: SalesStage) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDropTarget(null)
    const id = event.dataTransfer.getData(DRAG_TYPE)
    const card = board.columns.flatMap((column) => column.leads).find((c) => c.id === id)
    if (card) onMove(card, stage)
  }

  return (
    <div className="space-y-3">
      <p id="board-help" className="text-sm text-slate-600">
        {copy.help}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-3 overflow-x-auto md:grid-cols-5">
        {board.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`column-${column.stage}`}
            onDragOver={(event) => {
              event.preventDefault()
              event.dataTransfer.dropEffect = 'move'
              setDropTarget(column.stage)
            }}
            onDragLeave={() => setDropTarget((current) => (current === column.stage ? null : current))}
            onDrop={onDrop(column.stage)}
            className={cn(
              'min-w-52 space-y-2 rounded-xl border bg-slate-50 p-3',
              dropTarget === column.stage ? 'border-accent-700 bg-accent-50' : 'border-slate-200',
            )}
          >
            <h3 id={`column-${column.stage}`} className="font-semibold text-slate-900">
              {column.label}
            </h3>
            <p className="text-xs text-slate-600" aria-label={`${column.label} totals`}>
              {column.count} lead{column.count === 1 ? '' : 's'} · {copy.planValue(formatGbp(column.plan_value_gbp))}
            </p>
            {column.leads.length === 0 ? <p className="text-xs text-slate-500">{copy.empty}</p> : null}
            <ul className="space-y-2">
              {column.leads.map((card) => (
                <li key={card.id}>
                  <BoardCard
                    card={card}
                    onMove={onMove}
                    cardRef={(element) => {
                      if (element) cards.current.set(cardKey(card.id, card.stage), element)
                      else cards.current.delete(cardKey(card.id, card.stage))
                    }}
                  />
                </li>
              ))}
            </ul>
            {column.count > column.leads.length ? (
              <p className="text-xs text-slate-600">{copy.more(column.leads.length, column.count)}</p>
            ) : null}
          </section>
        ))}
      </div>
      {losing ? (
        <LostReasonDialog
          leadName={losing.name || losing.email}
          onCancel={() => {
            pendingFocus.current = cardKey(losing.id, losing.stage)
            setLosing(null)
          }}
          onConfirm={(lost) => {
            send(losing, lostStageInput(lost))
            setLosing(null)
          }}
        />
      ) : null}
    </div>
  )
}
