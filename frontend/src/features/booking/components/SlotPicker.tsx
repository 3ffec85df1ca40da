import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { dayTimes, type SlotDay, type SlotTime } from '@/lib/slot-days'

type SlotPickerProps = {
  days: SlotDay[]
  // The zone the days were grouped in, and the times are shown in.
  zone: string
  // The chosen time's start instant, if any.
  selected: string | null
  onSelect: (start: string) => void
}

// The free times, one section per day (the first open by itself), each day's times a listbox:
// arrow keys move between them, Home/End jump, Enter or Space (or a click) chooses. Each
// option's accessible name says the day, the time and the zone (and the UK time).
export function SlotPicker({ days, zone, selected, onSelect }: SlotPickerProps) {
  // null: as it opened, with the first day open. (The page remounts the picker when the
  // zone changes, since the days are then regrouped.)
  const [open, setOpen] = useState<ReadonlySet<string> | null>(null)
  const shown = open ?? new Set(days[0] ? [days[0].key] : [])
  const toggle = (key: string) => {
    const next = new Set(shown)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    setOpen(next)
  }

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {days.map((day) => (
        <DaySection
          key={day.key}
          day={day}
          zone={zone}
          open={shown.has(day.key)}
          onToggle={() => toggle(day.key)}
          selected={selected}
          onSelect={onSelect}
        />
      ))}
    </div>
  )
}

type DaySectionProps = {
  day: SlotDay
  zone: string
  open: boolean
  onToggle: () => void
  selected: string | null
  onSelect: (start: string) => void
}

function DaySection({ day, zone, open, onToggle, selected, onSelect }: DaySectionProps) {
  const panelId = useId()
  const count = day.starts.length
  // Named only once the day is open: a window holds hundreds of times.
  const times = useMemo(() => (open ? dayTimes(day, zone) : []), [open, day, zone])
  return (
    <section>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-700"
        >
          <span>{day.label}</span>
          <span className="text-sm font-normal text-slate-600">
            {count} {count === 1 ? 'time' : 'times'}
            <span aria-hidden="true" className="ml-2 inline-block">
              {open ? '▴' : '▾'}
            </span>
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        {open ? <TimeList label={`Free times on ${day.label}`} times={times} selected={selected} onSelect={onSelect} /> : null}
      </div>
    </section>
  )
}

type TimeListProps = {
  label: string
  times: SlotTime[]
  selected: string | null
  onSelect: (start: string) => void
}

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

function TimeList({ label, times, selected, onSelect }: TimeListProps) {
  const chosen = times.findIndex((time) => time.start === selected)
  const [active, setActive] = useState(Math.max(chosen, 0))
  const options = useRef<Array<HTMLLIElement | null>>([])
  const current = Math.min(active, times.length - 1)

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(times.length - 1, index))
    setActive(target)
    options.current[target]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = NEXT[event.key]
    if (step !== undefined) moveTo(index + step)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(times.length - 1)
    else if (event.key === 'Enter' || event.key === ' ') onSelect(times[index]?.start ?? '')
    else return
    event.preventDefault()
  }

  return (
    <ul role="listbox" aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
      {times.map((time, index) => {
        const isSelected = time.start === selected
        return (
          <li
            key={time.start}
            ref={(element) => {
              options.current[index] = element
            }}
            role="option"
            aria-selected={isSelected}
            data-start={time.start}
            tabIndex={index === current ? 0 : -1}
            onClick={() => {
              setActive(index)
              onSelect(time.start)
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'cursor-pointer rounded-lg border px-3 py-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
              isSelected
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-slate-300 bg-white text-slate-900 hover:border-accent-700 hover:bg-accent-50',
            )}
          >
            {/* Named by its text, which says day, time and zone (time.label) and shows only the
                times: the visible words stay part of the name (WCAG 2.5.3). */}
            <span className="sr-only">{time.day}, </span>
            <span className="block font-semibold">{time.time}</span>
            <span className="sr-only"> {time.zoneName}</span>
            {time.ukTime ? (
              <span className={cn('block text-xs', isSelected ? 'text-white' : 'text-slate-600')}>
                <span className="sr-only"> (</span>
                {time.ukTime} UK<span className="sr-only"> time)</span>
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
