import type { BookingEvent } from '../types'

// The call's title, length and description (settings, from the API), beside the steps.
export function EventSummary({ event }: { event: BookingEvent | undefined }) {
  return (
    <div className="min-h-40 rounded-xl border border-slate-200 bg-slate-50 p-6">
      {event ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{event.title}</h2>
          <p className="mt-1 text-sm font-medium text-slate-700">
            {event.duration_minutes} minutes · {event.meeting === 'phone' ? 'by phone' : 'video call'}
          </p>
          <p className="mt-3 leading-relaxed text-slate-700">{event.description}</p>
        </>
      ) : null}
    </div>
  )
}
