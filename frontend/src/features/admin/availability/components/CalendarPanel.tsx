import { Button } from '@/components/ui/Button'
import { Alert } from '../../components/Alert'
import { ConfirmButton } from '../../components/ConfirmButton'
import { formatDateTime } from '../../lib/dates'
import { useDisconnectCalendar, useRefreshCalendar } from '../api/calendar'
import type { CalendarConnection, Person } from '../types'
import { CalendarForm } from './CalendarForm'

// The salesperson's own calendar (issue 34): its busy times hide theirs from visitors, and a
// CalDAV calendar also receives their booked calls. The warning comes from the server once
// the calendar has stopped answering for long enough that their times are not offered.
export function CalendarPanel({ person }: { person: Person }) {
  const { calendar, calendar_warning: warning } = person
  return (
    <div className="space-y-4">
      {warning ? <Alert tone="error">{warning}</Alert> : null}
      {calendar ? (
        <Connected userId={person.user_id} calendar={calendar} />
      ) : (
        <p className="text-slate-700">No calendar connected: only the hours above decide the free times.</p>
      )}
      <CalendarForm userId={person.user_id} calendar={calendar} />
    </div>
  )
}

function describe(calendar: CalendarConnection): string {
  if (calendar.kind === 'ics') return `A private ICS feed on ${calendar.host} (read only).`
  return `The CalDAV account ${calendar.username ?? ''} on ${calendar.host}.`
}

function state(calendar: CalendarConnection): string {
  const lastGood = calendar.last_ok_at ? formatDateTime(calendar.last_ok_at) : null
  switch (calendar.status) {
    case 'waiting':
      return 'Waiting for the first read (within a minute or two).'
    case 'ok':
      return `Busy times last read ${lastGood}.`
    case 'failing':
      return lastGood
        ? `It didn't answer at the last try; the busy times read ${lastGood} are still used for now.`
        : "It didn't answer at the last try."
    default:
      return lastGood ? `Busy times last read ${lastGood}.` : 'Never read.'
  }
}

function Connected({ userId, calendar }: { userId: number; calendar: CalendarConnection }) {
  const refresh = useRefreshCalendar(userId)
  const disconnect = useDisconnectCalendar(userId)
  return (
    <div className="space-y-3">
      <p className="text-slate-900">{describe(calendar)}</p>
      <p className="text-slate-700" role="status">
        {state(calendar)}
      </p>
      {calendar.last_error && calendar.status !== 'stale' ? (
        <p className="text-slate-700">Last error: {calendar.last_error}</p>
      ) : null}
      <p className="text-slate-700">
        {calendar.writes_calls
          ? 'Calls booked on the site are written into this calendar, and removed when cancelled.'
          : 'A feed is read only: booked calls reach you by email and invitation.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          {refresh.isPending ? 'Asking...' : 'Refresh now'}
        </Button>
        <ConfirmButton
          label="Disconnect the calendar"
          question="Its busy times will no longer hide these times. Calls already written stay in it."
          confirmLabel="Disconnect"
          busy={disconnect.isPending}
          onConfirm={() => disconnect.mutate()}
        />
      </div>
      {refresh.isSuccess ? <Alert tone="success">Asked: the calendar is read again in a moment.</Alert> : null}
      {refresh.isError ? <Alert tone="error">{refresh.error.message}</Alert> : null}
      {disconnect.isError ? <Alert tone="error">{disconnect.error.message}</Alert> : null}
    </div>
  )
}
