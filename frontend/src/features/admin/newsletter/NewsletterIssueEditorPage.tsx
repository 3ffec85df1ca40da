import { useParams } from 'react-router'
import { Alert } from '../components/Alert'
import { RequireArea } from '../components/RequireArea'
import { useIssue } from './api/issues'
import { IssueEditorForm } from './IssueEditorForm'
import { IssuePreviewPanel } from './IssuePreviewPanel'
import { IssueProgress } from './IssueProgress'
import { IssueSendPanel } from './IssueSendPanel'

// /admin/newsletter/new and /admin/newsletter/:issueId: write, preview, test, schedule or
// send, then follow the send (issue 36).
export function NewsletterIssueEditorPage() {
  return (
    <RequireArea area="newsletter">
      <IssueLoader />
    </RequireArea>
  )
}

function IssueLoader() {
  const { issueId } = useParams<{ issueId: string }>()
  const id = issueId && /^\d+$/.test(issueId) ? Number(issueId) : undefined
  const issue = useIssue(id)
  if (issueId !== undefined && id === undefined) return <Alert tone="error">That issue doesn't exist.</Alert>
  if (id !== undefined && issue.isPending) return <p role="status">Loading...</p>
  if (issue.isError) return <Alert tone="error">{issue.error.message}</Alert>
  const data = issue.data?.issue
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">{data ? data.subject : 'Write an issue'}</h2>
      {/* Keyed by id: a saved draft's form starts again from what the server stored. */}
      <IssueEditorForm key={data?.id ?? 'new'} issue={data} />
      {data ? (
        <>
          {data.status === 'sending' || data.status === 'sent' ? <IssueProgress issue={data} /> : null}
          <IssuePreviewPanel issue={data} />
          <IssueSendPanel issue={data} />
        </>
      ) : null}
    </div>
  )
}
