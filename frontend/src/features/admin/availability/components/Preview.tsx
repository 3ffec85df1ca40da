import { dayTimes, slotDays } from '@/lib/slot-days'
import { Alert } from '../../components/Alert'
import { usePreview } from '../api/availability'

// Next week's free times as visitors see them (in the salesperson's own zone here).
export function Preview({ userId, zone }: { userId: number; zone: string }) {
  const preview = usePreview(userId)
  if (preview.isPending) return <p role="status">Loading...</p>
  if (preview.isError) return <Alert tone="error">{preview.error.message}</Alert>
  const days = slotDays(preview.data.slots, zone)
  if (days.length === 0) return <p className="text-slate-700">No free times in the next 7 days.</p>
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {days.map((day) => (
        <div key={day.key} className="contents">
          <dt className="font-medium text-slate-900">{day.label}</dt>
          <dd className="text-slate-700">{dayTimes(day, zone).map((time) => time.time).join(', ')}</dd>
        </div>
      ))}
    </dl>
  )
}
