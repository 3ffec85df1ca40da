import { type FormEvent, useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { timeZoneChoices } from '@/lib/time-zones'
import { Alert } from '../../components/Alert'
import { type AvailabilityInput, useSaveAvailability } from '../api/availability'
import type { Availability } from '../types'
import { WeeklyHours } from './WeeklyHours'

function inputOf({ updated_at: _updated, ...rules }: Availability): AvailabilityInput {
  return rules
}

// A salesperson's rules: whether they take calls, their zone and week, buffers, notice, cap.
export function RulesForm({ userId, availability }: { userId: number; availability: Availability }) {
  const [rules, setRules] = useState<AvailabilityInput>(() => inputOf(availability))
  const save = useSaveAvailability(userId)
  // Some 400 zones: listed once the select is reached for, not on every render before.
  const [zoneList, setZoneList] = useState(false)
  const zones = useMemo(() => (zoneList ? timeZoneChoices(rules.timezone) : [rules.timezone]), [zoneList, rules.timezone])
  const id = useId()
  const set = <K extends keyof AvailabilityInput>(name: K, value: AvailabilityInput[K]) => {
    save.reset()
    setRules((current) => ({ ...current, [name]: value }))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(rules)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <label className="flex items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={rules.takes_calls}
          onChange={(event) => set('takes_calls', event.target.checked)}
          className="size-5"
        />
        Takes discovery calls
      </label>
      <div>
        <label htmlFor={`${id}-zone`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Time zone of these hours
        </label>
        <select
          id={`${id}-zone`}
          value={rules.timezone}
          onFocus={() => setZoneList(true)}
          onPointerDown={() => setZoneList(true)}
          onChange={(event) => set('timezone', event.target.value)}
          className={formControlStyles(false, 'w-auto max-w-full')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Weekly hours</legend>
        <WeeklyHours hours={rules.weekly_hours} onChange={(hours) => set('weekly_hours', hours)} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label="Buffer before a call (minutes)"
          value={rules.buffer_before_minutes}
          onChange={(value) => set('buffer_before_minutes', value ?? 0)}
        />
        <NumberField
          label="Buffer after a call (minutes)"
          value={rules.buffer_after_minutes}
          onChange={(value) => set('buffer_after_minutes', value ?? 0)}
        />
        <NumberField
          label="Minimum notice (minutes)"
          value={rules.min_notice_minutes}
          onChange={(value) => set('min_notice_minutes', value ?? 0)}
        />
        <NumberField
          label="Most calls a day (empty: no limit)"
          value={rules.max_calls_per_day}
          onChange={(value) => set('max_calls_per_day', value)}
        />
      </div>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">Saved. The preview shows the times visitors now see.</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save availability'}
      </Button>
    </form>
  )
}

type NumberFieldProps = {
  label: string
  value: number | null
  onChange: (value: number | null) => void
}

function NumberField({ label, value, onChange }: NumberFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        inputMode="numeric"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className={formControlStyles(false)}
      />
    </div>
  )
}
