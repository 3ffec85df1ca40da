import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { type Range, type Weekday, WEEKDAYS } from '../types'

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

const DEFAULT_RANGE: Range = ['09:00', '17:30']

type WeeklyHoursProps = {
  hours: Record<Weekday, Range[]>
  onChange: (hours: Record<Weekday, Range[]>) => void
}

// Each weekday's working hours: none (not working), or one or more ranges.
export function WeeklyHours({ hours, onChange }: WeeklyHoursProps) {
  const setDay = (day: Weekday, ranges: Range[]) => onChange({ ...hours, [day]: ranges })
  return (
    <div className="divide-y divide-slate-100">
      {WEEKDAYS.map((day) => (
        <fieldset key={day} className="flex flex-wrap items-center gap-3 py-3">
          <legend className="float-left w-28 font-medium text-slate-900">{DAY_NAMES[day]}</legend>
          {hours[day].length === 0 ? <span className="text-sm text-slate-600">Not working</span> : null}
          {hours[day].map(([from, until], index) => (
            <RangeInputs
              key={index}
              label={DAY_NAMES[day]}
              range={[from, until]}
              onChange={(range) => setDay(day, hours[day].map((old, i) => (i === index ? range : old)))}
              onRemove={() => setDay(day, hours[day].filter((_, i) => i !== index))}
            />
          ))}
          <Button variant="ghost" size="sm" onClick={() => setDay(day, [...hours[day], nextRange(hours[day])])}>
            Add hours <span className="sr-only">on {DAY_NAMES[day]}</span>
          </Button>
        </fieldset>
      ))}
    </div>
  )
}

// A new range after the day's last one (a lunch break splits a day in two).
function nextRange(ranges: Range[]): Range {
  const last = ranges[ranges.length - 1]
  if (!last) return DEFAULT_RANGE
  return last[1] < '22:00' ? [last[1], '23:00'] : DEFAULT_RANGE
}

type RangeInputsProps = {
  label: string
  range: Range
  onChange: (range: Range) => void
  onRemove?: () => void
}

export function RangeInputs({ label, range: [from, until], onChange, onRemove }: RangeInputsProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <input
        type="time"
        aria-label={`${label} from`}
        value={from}
        onChange={(event) => onChange([event.target.value, until])}
        className={formControlStyles(false, 'w-auto')}
      />
      <span aria-hidden="true">–</span>
      <input
        type="time"
        aria-label={`${label} until`}
        value={until}
        onChange={(event) => onChange([from, event.target.value])}
        className={formControlStyles(false, 'w-auto')}
      />
      {onRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove <span className="sr-only">{`${label} ${from}–${until}`}</span>
        </Button>
      ) : null}
    </span>
  )
}
