import { useId, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { useCallTimes } from '../api/get-call-times'
import { useRescheduleCall } from '../api/reschedule-call'
import { callTime, slotDay, slotDayLabel, slotTimeLabel } from '../call-format'
import { errorMessage } from '../error-message'
import type { LeadCall } from '../types'

// Move a call to another free time of its salesperson: a day, then a time on it (UK time).
// A time taken meanwhile answers 409; the list is read again so the next choice is free.
export function RescheduleCallForm({ call, onDone }: { call: LeadCall; onDone: () => void }) {
  const id = useId()
  const times = useCallTimes(call.id, true)
  const move = useRescheduleCall()
  const days = useMemo(() => {
    const found = new Map<string, string[]>()
    for (const { start } of times.data?.slots ?? []) {
      const day = slotDay(start)
      found.set(day, [...(found.get(day) ?? []), start])
    }
    return found
  }, [times.data])
  const [day, setDay] = useState('')
  const [start, setStart] = useState('')
  const chosenDay = day || (days.keys().next().value ?? '')
  const starts = days.get(chosenDay) ?? []
  const chosen = starts.includes(start) ? start : (starts[0] ?? '')

  if (times.isPending) return <p className="text-sm text-slate-600">Finding free times…</p>
  if (times.isError) return <p className="text-sm text-red-700">{errorMessage(times.error)}</p>
  if (days.size === 0) return <p className="text-sm text-slate-700">No free times to move this call to in the booking window.</p>

  const submit = () =>
    move.mutate(
      { callId: call.id, start: chosen },
      {
        onSuccess: ({ call: moved }) => {
          toast.success(`Call moved to ${callTime(moved)}.`)
          onDone()
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'start'))
          void times.refetch()
        },
      },
    )
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className="text-sm text-slate-800" htmlFor={`${id}-day`}>
        Day
        <select id={`${id}-day`} className={formControlStyles(false, "mt-1")} value={chosenDay} onChange={(event) => setDay(event.target.value)}>
          {[...days.entries()].map(([value, daySlots]) => (
            <option key={value} value={value}>
              {slotDayLabel(daySlots[0] ?? '')}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-slate-800" htmlFor={`${id}-time`}>
        Time (UK)
        <select id={`${id}-time`} className={formControlStyles(false, "mt-1")} value={chosen} onChange={(event) => setStart(event.target.value)}>
          {starts.map((value) => (
            <option key={value} value={value}>
              {slotTimeLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={move.isPending || !chosen}>
        Move call
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Keep it
      </Button>
    </form>
  )
}
