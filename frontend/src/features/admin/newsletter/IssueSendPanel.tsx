import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { ApiError } from '@/lib/api-client'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { formatDateTime } from '../lib/dates'
import { useCancelIssue, useSendIssue, useSendTest } from './api/issues'
import { listLabels } from './labels'
import type { Issue } from './types'

// A test to yourself, then a time or now; a scheduled send can be cancelled until it starts.
export function IssueSendPanel({ issue }: { issue: Issue }) {
  const [at, setAt] = useState('')
  const test = useSendTest()
  const send = useSendIssue()
  const cancel = useCancelIssue()
  const failed = [test, send, cancel].find((action) => action.isError)?.error
  const atError = send.error instanceof ApiError ? send.error.fields.at?.[0] : undefined

  if (!issue.editable) return null
  const schedule = () => {
    if (!at) return
    send.mutate(
      { id: issue.id, at: new Date(at).toISOString() },
      { onSuccess: () => toast.success('Issue scheduled') },
    )
  }
  const sendNow = () => {
    if (!window.confirm(`Send "${issue.subject}" to ${listLabels[issue.list]} now?`)) return
    send.mutate({ id: issue.id }, { onSuccess: () => toast.success('Sending has started') })
  }
  return (
    <Panel title="Send">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(issue.id, { onSuccess: (data) => toast.success(`Test sent to ${data.sent_to}`) })
          }
        >
          Send a test to me
        </Button>
        {test.isSuccess ? <span className="text-sm text-slate-700">Test sent to {test.data.sent_to}.</span> : null}
      </div>
      {issue.status === 'scheduled' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-800">Scheduled for {formatDateTime(issue.scheduled_at)}.</p>
          <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(issue.id)}>
            Cancel schedule
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium text-slate-800">
            Send at
            <input
              type="datetime-local"
              step={1}
              className={formControlStyles(Boolean(atError), 'mt-1')}
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
          </label>
          <Button size="sm" disabled={!at || send.isPending} onClick={schedule}>
            Schedule
          </Button>
          <Button variant="secondary" size="sm" disabled={send.isPending} onClick={sendNow}>
            Send now
          </Button>
        </div>
      )}
      {atError ? <p className="text-sm font-medium text-red-700">{atError}</p> : null}
      {failed && !atError ? <Alert tone="error">{failed.message}</Alert> : null}
    </Panel>
  )
}
