import { formatDateTime } from '../../lib/dates'
import { Alert } from '../../components/Alert'
import type { Person } from '../types'

// The salesperson's calendar connection (issue 34, deliverable 5): its busy times hide
// theirs from visitors. Connecting one is booking-calendars' API (PUT|DELETE
// /api/admin/availability/<id>/calendar); until it is merged this shows what the people
// endpoint reports, with the warning when the calendar has stopped answering.
export function CalendarPanel({ person }: { person: Person }) {
  const { calendar, calendar_warning: warning } = person
  return (
    <div className="space-y-3">
      {warning ? <Alert tone="error">{warning}</Alert> : null}
      {calendar ? (
        <p className="text-slate-700">
          Connected: {calendar.kind === 'caldav' ? 'CalDAV' : 'ICS feed'}
          {calendar.last_success_at ? `, last read ${formatDateTime(calendar.last_success_at)}` : ''}.
        </p>
      ) : (
        <p className="text-slate-700">No calendar connected: only the hours above decide the free times.</p>
      )}
    </div>
  )
}
