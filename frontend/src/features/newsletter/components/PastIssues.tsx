import { Link } from 'react-router'
import { useArchive } from '../api/archive'
import { formatIssueDate } from '../format-issue-date'
import { ExampleIssue } from './ExampleIssue'

// The archive on the sign-up page: the issues already sent, newest first, each at its own
// address; before the first one, the example issue.
export function PastIssues() {
  const archive = useArchive()
  const issues = archive.data?.issues ?? []
  if (!issues.length) return <ExampleIssue />
  return (
    <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {issues.map((issue) => (
        <li key={issue.slug} className="p-5">
          <Link className="font-semibold text-accent-700 underline" to={`/newsletter/issues/${issue.slug}`}>
            {issue.subject}
          </Link>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={issue.sent_at ?? ''}>{formatIssueDate(issue.sent_at)}</time>
          </p>
          {issue.preview ? <p className="mt-2 text-slate-700">{issue.preview}</p> : null}
        </li>
      ))}
    </ol>
  )
}
