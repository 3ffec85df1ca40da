import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { Alert } from '../../components/Alert'
import { ConfirmButton } from '../../components/ConfirmButton'
import { useAddOverride, useDeleteOverride } from '../api/availability'
import type { Override, Range } from '../types'
import { RangeInputs } from './WeeklyHours'

function describe(override: Override): string {
  if (override.intervals.length === 0) return 'Day off'
  return override.intervals.map(([from, until]) => `${from}–${until}`).join(', ')
}

// Days off and one-off hours for a date: they replace that weekday's usual hours.
export function Overrides({ userId, overrides }: { userId: number; overrides: Override[] }) {
  const remove = useDeleteOverride(userId)
  return (
    <div className="space-y-4">
      {overrides.length === 0 ? (
        <p className="text-slate-700">No days off or changed days ahead.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {overrides.map((override) => (
            <li key={override.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{override.day}</span>: {describe(override)}
                {override.note ? <span className="text-slate-600"> ({override.note})</span> : null}
              </span>
              <ConfirmButton
                label={`Remove ${override.day}`}
                question="Back to the usual hours?"
                confirmLabel="Remove"
                busy={remove.isPending}
                onConfirm={() => remove.mutate(override.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <AddOverride userId={userId} />
    </div>
  )
}

function AddOverride({ userId }: { userId: number }) {
  const add = useAddOverride(userId)
  const id = useId()
  const [day, setDay] = useState('')
  const [dayOff, setDayOff] = useState(true)
  const [range, setRange] = useState<Range>(['09:00', '13:00'])
  const [note, setNote] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(
      { day, intervals: dayOff ? [] : [range], note: note.trim() || null },
      { onSuccess: () => setNote('') },
    )
  }
  return (
    <form onSubmit={onSubmit} aria-label="Add a day off or changed day" className="space-y-3 rounded-lg bg-slate-50 p-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Date
          </label>
          <input
            id={`${id}-day`}
            type="date"
            required
            value={day}
            onChange={(event) => setDay(event.target.value)}
            className={formControlStyles(false, 'w-auto')}
          />
        </div>
        <label className="flex items-center gap-2 pb-3 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={dayOff} onChange={(event) => setDayOff(event.target.checked)} className="size-4" />
          Day off
        </label>
        {dayOff ? null : <RangeInputs label="That day" range={range} onChange={setRange} />}
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Note (optional)
          </label>
          <input
            id={`${id}-note`}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={formControlStyles(false)}
          />
        </div>
      </div>
      {add.isError ? <Alert tone="error">{add.error.message}</Alert> : null}
      <Button type="submit" size="sm" disabled={add.isPending || !day}>
        Add
      </Button>
    </form>
  )
}
