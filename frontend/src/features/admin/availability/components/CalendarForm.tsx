import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { ApiError } from '@/lib/api-client'
import { Alert } from '../../components/Alert'
import { useConnectCalendar } from '../api/calendar'
import type { CalendarConnection } from '../types'

type Kind = 'caldav' | 'ics'

// Connect or replace the calendar. The password and a feed's address are sent, never shown
// again: editing a CalDAV account's address or user name keeps the saved password when the
// password is left empty; a feed's address is pasted again.
export function CalendarForm({ userId, calendar }: { userId: number; calendar: CalendarConnection | null }) {
  const connect = useConnectCalendar(userId)
  const id = useId()
  const [kind, setKind] = useState<Kind>(calendar?.kind ?? 'caldav')
  const [url, setUrl] = useState(calendar?.kind === 'caldav' ? (calendar.url ?? '') : '')
  const [username, setUsername] = useState(calendar?.username ?? '')
  const [password, setPassword] = useState('')
  const fields = connect.error instanceof ApiError ? connect.error.fields : {}
  const keepsPassword = calendar?.kind === 'caldav'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input =
      kind === 'ics' ? { kind, url } : { kind, url, username, password: password === '' ? null : password }
    connect.mutate(input, { onSuccess: () => setPassword('') })
  }

  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {fields[name]?.[0] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {fields[name][0]}
        </p>
      ) : null}
    </div>
  )
  const described = (name: string, hint: boolean) =>
    [hint ? `${id}-${name}-hint` : '', fields[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined

  return (
    <form
      onSubmit={onSubmit}
      aria-label={calendar ? 'Change the calendar' : 'Connect a calendar'}
      className="space-y-3 rounded-lg bg-slate-50 p-4"
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Kind</legend>
        {(
          [
            ['caldav', 'CalDAV account (Fastmail, iCloud, Nextcloud…)'],
            ['ics', 'Private ICS feed (Google, Outlook: read only)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-kind`} checked={kind === value} onChange={() => setKind(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {field(
        'url',
        kind === 'ics' ? 'Feed address' : 'Server or calendar address',
        <input
          id={`${id}-url`}
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={fields.url ? true : undefined}
          aria-describedby={described('url', true)}
          className={formControlStyles(Boolean(fields.url))}
        />,
        kind === 'ics'
          ? 'The secret address your calendar gives for its iCal/ICS feed. It is stored encrypted and never shown again.'
          : 'For example https://caldav.fastmail.com/dav/ or https://caldav.icloud.com/ (see docs/booking.md).',
      )}
      {kind === 'caldav' ? (
        <>
          {field(
            'username',
            'User name',
            <input
              id={`${id}-username`}
              autoComplete="off"
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={fields.username ? true : undefined}
              aria-describedby={described('username', false)}
              className={formControlStyles(Boolean(fields.username))}
            />,
          )}
          {field(
            'password',
            'App password',
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              required={!keepsPassword}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={fields.password ? true : undefined}
              aria-describedby={described('password', true)}
              className={formControlStyles(Boolean(fields.password))}
            />,
            keepsPassword
              ? 'Leave empty to keep the saved one. Stored encrypted, never shown again.'
              : 'Make one in your calendar service for this site only. Stored encrypted, never shown again.',
          )}
        </>
      ) : null}
      {connect.isError ? <Alert tone="error">{connect.error.message}</Alert> : null}
      {connect.isSuccess ? <Alert tone="success">Saved. The calendar is read in a moment.</Alert> : null}
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending ? 'Saving...' : calendar ? 'Save the calendar' : 'Connect the calendar'}
      </Button>
    </form>
  )
}
