import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { rangeCopy as copy, rangePresets } from '@/content/admin-overview'
import { type ChosenRange, customRangeError, type PresetValue, todayUtc } from '../range'

type RangePickerProps = {
  range: ChosenRange
  onPreset: (value: PresetValue) => void
  onCustom: (from: string, to: string) => void
}

const labelStyles = 'flex flex-col gap-1 text-sm font-medium text-slate-800'

// Last 7, 30 or 90 days, or two days of one's own; the page keeps the choice in the address.
export function RangePicker({ range, onPreset, onCustom }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom')
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [error, setError] = useState<string | null>(null)
  // The address can change under the picker (back, forward, a link): follow it.
  const [shown, setShown] = useState(range)
  if (shown.kind !== range.kind || shown.from !== range.from || shown.to !== range.to) {
    setShown(range)
    setFrom(range.from)
    setTo(range.to)
    setCustomOpen(range.kind === 'custom')
  }
  const showingCustom = customOpen || range.kind === 'custom'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = customRangeError(from, to)
    setError(problem)
    if (!problem) onCustom(from, to)
  }

  return (
    <div className="space-y-3">
      <div role="group" aria-label={copy.legend} className="flex flex-wrap gap-2">
        {rangePresets.map((preset) => (
          <Button
            key={preset.value}
            size="sm"
            variant={range.kind === preset.value && !customOpen ? 'secondary' : 'outline'}
            aria-pressed={range.kind === preset.value && !customOpen}
            onClick={() => {
              setCustomOpen(false)
              setError(null)
              onPreset(preset.value)
            }}
          >
            {preset.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant={showingCustom ? 'secondary' : 'outline'}
          aria-pressed={showingCustom}
          onClick={() => setCustomOpen(true)}
        >
          {copy.custom}
        </Button>
      </div>
      {showingCustom ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Custom range">
          <label className={labelStyles}>
            {copy.from}
            <input
              type="date"
              value={from}
              max={todayUtc()}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? 'range-error' : undefined}
              className={formControlStyles(error !== null, 'text-sm')}
            />
          </label>
          <label className={labelStyles}>
            {copy.to}
            <input
              type="date"
              value={to}
              max={todayUtc()}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? 'range-error' : undefined}
              className={formControlStyles(error !== null, 'text-sm')}
            />
          </label>
          <Button type="submit" size="md">
            {copy.show}
          </Button>
          {error ? (
            <p id="range-error" role="alert" className="w-full text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
