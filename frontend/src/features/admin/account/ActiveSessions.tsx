import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { sessionsCopy as copy } from '@/content/admin'
import { useEndAllSessions, useEndSession, useMySessions, type AccountSession } from '../api/my-sessions'
import { Alert } from '../components/Alert'
import { ConfirmButton } from '../components/ConfirmButton'
import { formatDateTime } from '../lib/dates'

// "3 hours", "7 days": how the server's session limits read in a sentence.
export function describeSeconds(seconds: number): string {
  const plural = (size: number, unit: string) => `${size} ${unit}${size === 1 ? '' : 's'}`
  if (seconds % 86400 === 0) return plural(seconds / 86400, 'day')
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour')
  return plural(Math.round(seconds / 60), 'minute')
}

// On the account page: where this person is signed in, with a way to end any session or
// all of them (a lost phone, a shared computer left signed in).
export function ActiveSessions() {
  const sessions = useMySessions()
  const endAll = useEndAllSessions()
  const navigate = useNavigate()
  // Ending this browser's own session signs it out, as Sign Out does.
  const leaveIfSignedOut = (result: { signed_out: boolean }) => {
    if (result.signed_out) navigate('/admin/login', { replace: true })
  }
  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h3 id="sessions-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h3>
      {sessions.data ? (
        <p className="text-sm text-slate-700">
          {copy.intro(describeSeconds(sessions.data.idle_timeout_seconds), describeSeconds(sessions.data.max_age_seconds))}
        </p>
      ) : null}
      {sessions.isPending ? <p className="text-sm text-slate-600">{copy.loading}</p> : null}
      {sessions.isError ? <Alert tone="error">{sessions.error.message}</Alert> : null}
      {endAll.isError ? <Alert tone="error">{endAll.error.message}</Alert> : null}
      {sessions.data ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} onEnded={leaveIfSignedOut} />
          ))}
        </ul>
      ) : null}
      <ConfirmButton
        label={copy.endAll}
        question={copy.endAllQuestion}
        confirmLabel={copy.endAll}
        busy={endAll.isPending}
        onConfirm={() => endAll.mutate(undefined, { onSuccess: leaveIfSignedOut })}
      />
    </section>
  )
}

type SessionRowProps = { session: AccountSession; onEnded: (result: { signed_out: boolean }) => void }

function SessionRow({ session, onEnded }: SessionRowProps) {
  const end = useEndSession()
  const device = session.user_agent ?? copy.unknownDevice
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="truncate font-medium text-slate-900" title={device}>
          {device}
          {session.current ? <span className="ml-2 rounded bg-accent-50 px-2 py-0.5 text-xs text-accent-800">{copy.thisDevice}</span> : null}
        </p>
        <p className="text-slate-600">
          {session.ip ? `${session.ip} · ` : ''}
          {copy.signedIn} {formatDateTime(session.created_at)} · {copy.lastActive} {formatDateTime(session.last_seen_at)}
        </p>
        {end.isError ? <p className="text-red-700">{end.error.message}</p> : null}
      </div>
      <ConfirmButton
        label={copy.end}
        question={copy.endQuestion}
        confirmLabel={copy.end}
        busy={end.isPending}
        onConfirm={() =>
          end.mutate(session.id, {
            onSuccess: (result) => {
              toast.success(copy.ended)
              onEnded(result)
            },
          })
        }
      />
    </li>
  )
}
