import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { usePreview } from './api/issues'
import type { Issue } from './types'

// The email as a mail client shows it: the HTML part (in a sandboxed frame that runs no
// script and can't reach this page) beside the plain-text part, with the HTML's size
// against Gmail's 102 KB clipping limit.
export function IssuePreviewPanel({ issue }: { issue: Issue }) {
  const preview = usePreview(issue.id, issue.updated_at)
  return (
    <Panel title="Preview">
      {preview.isPending ? <p role="status">Loading the preview...</p> : null}
      {preview.isError ? <Alert tone="error">{preview.error.message}</Alert> : null}
      {preview.data ? (
        <>
          <p className="text-sm text-slate-700">
            HTML part: {(preview.data.html_bytes / 1024).toFixed(1)} KB of the{' '}
            {Math.round(preview.data.clip_limit_bytes / 1024)} KB Gmail shows before clipping.
          </p>
          {preview.data.html_bytes > preview.data.clip_limit_bytes ? (
            <Alert tone="error">This issue is too long: Gmail will cut it off. Shorten it before sending.</Alert>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-label="HTML part">
              <h4 className="mb-2 text-sm font-semibold text-slate-800">HTML</h4>
              <iframe
                title="The issue's HTML part"
                sandbox=""
                srcDoc={preview.data.html}
                className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
              />
            </section>
            <section aria-label="Plain-text part">
              <h4 className="mb-2 text-sm font-semibold text-slate-800">Plain text</h4>
              <pre className="h-[36rem] overflow-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
                {preview.data.text}
              </pre>
            </section>
          </div>
        </>
      ) : null}
    </Panel>
  )
}
