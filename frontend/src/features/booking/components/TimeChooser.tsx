import { useMemo } from 'react'
import { slotDays } from '@/lib/slot-days'
import type { Slot } from '../types'
import { SlotPicker } from './SlotPicker'
import { ZonePicker } from './ZonePicker'

type TimeChooserProps = {
  slots: Slot[]
  zone: string
  onZoneChange: (zone: string) => void
  selected: string | null
  onSelect: (start: string) => void
}

// The zone list and the free times grouped by day in that zone.
export function TimeChooser({ slots, zone, onZoneChange, selected, onSelect }: TimeChooserProps) {
  const days = useMemo(() => slotDays(slots, zone), [slots, zone])
  return (
    <div className="space-y-4">
      <ZonePicker zone={zone} onChange={onZoneChange} />
      {days.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
          There are no free times in the next few weeks. Please email us and we'll find one.
        </p>
      ) : (
        // Remounted per zone: the days are regrouped, and the first opens again.
        <SlotPicker key={zone} days={days} zone={zone} selected={selected} onSelect={onSelect} />
      )}
    </div>
  )
}
