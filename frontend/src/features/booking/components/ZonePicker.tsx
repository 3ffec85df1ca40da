import { useId, useMemo, useState } from 'react'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { timeZoneChoices, zoneCity } from '@/lib/time-zones'

type ZonePickerProps = {
  zone: string
  onChange: (zone: string) => void
}

// The zone the times are shown in: the browser's to begin with, any other from the list.
export function ZonePicker({ zone, onChange }: ZonePickerProps) {
  const id = useId()
  // The browser knows some 400 zones: the list is filled in when the visitor reaches for it
  // (focus or pointer), not while the page first draws the times.
  const [wanted, setWanted] = useState(false)
  const zones = useMemo(() => (wanted ? timeZoneChoices(zone) : [zone]), [wanted, zone])
  const want = () => setWanted(true)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Times shown in
      </label>
      <select
        id={id}
        value={zone}
        onFocus={want}
        onPointerDown={want}
        onPointerEnter={want}
        onChange={(event) => onChange(event.target.value)}
        className={formControlStyles(false, 'w-auto max-w-full')}
      >
        {zones.map((name) => (
          <option key={name} value={name}>
            {zoneCity(name)} ({name})
          </option>
        ))}
      </select>
    </div>
  )
}
