import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { FormField } from '@/components/ui/FormField'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { ApiError } from '@/lib/api-client'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RichTextEditor } from '../components/RichTextEditor'
import { useSaveIssue } from './api/issues'
import { listLabels } from './labels'
import type { Issue, IssueInput, IssueList } from './types'

// The issue's words: subject, the inbox's preview line, the list and the body in the blog's
// rich-text editor (headings, links, lists, images from the uploads). Read-only once sent.
export function IssueEditorForm({ issue }: { issue?: Issue }) {
  const [value, setValue] = useState<IssueInput>({
    subject: issue?.subject ?? '',
    preview: issue?.preview ?? '',
    body_html: issue?.body_html ?? '',
    list: issue?.list ?? 'newsletter',
  })
  const save = useSaveIssue()
  const navigate = useNavigate()
  const bodyLabel = useId()
  const locked = issue !== undefined && !issue.editable
  const fields = save.error instanceof ApiError ? save.error.fields : {}

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { id: issue?.id, data: value },
      {
        onSuccess: (data) => {
          toast.success('Draft saved')
          if (issue === undefined) void navigate(`/admin/newsletter/${data.issue.id}`, { replace: true })
        },
      },
    )
  }

  if (locked) {
    return (
      <Alert tone="info">
        This issue has been sent (or is being sent), so it can no longer be changed. {listLabels[issue.list]}.
      </Alert>
    )
  }
  return (
    <Panel title="Issue">
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <FormField label="Subject" error={fields.subject?.[0]}>
          {(control) => (
            <input
              {...control}
              className={formControlStyles(Boolean(fields.subject))}
              value={value.subject}
              maxLength={200}
              onChange={(event) => setValue({ ...value, subject: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Preview line"
          hint="Shown after the subject in most inboxes."
          error={fields.preview?.[0]}
        >
          {(control) => (
            <input
              {...control}
              className={formControlStyles(Boolean(fields.preview))}
              value={value.preview}
              maxLength={300}
              onChange={(event) => setValue({ ...value, preview: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Send to" error={fields.list?.[0]}>
          {(control) => (
            <select
              {...control}
              className={formControlStyles(Boolean(fields.list))}
              value={value.list}
              onChange={(event) => setValue({ ...value, list: event.target.value as IssueList })}
            >
              {(Object.keys(listLabels) as IssueList[]).map((list) => (
                <option key={list} value={list}>
                  {listLabels[list]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div>
          <p id={bodyLabel} className="mb-1.5 block text-sm font-medium text-slate-800">
            Body
          </p>
          <RichTextEditor
            value={value.body_html}
            onChange={(body_html) => setValue((current) => ({ ...current, body_html }))}
            labelId={bodyLabel}
            invalid={Boolean(fields.body_html)}
          />
          {fields.body_html ? <p className="mt-1.5 text-sm font-medium text-red-700">{fields.body_html[0]}</p> : null}
        </div>
        {save.isError && !Object.keys(fields).length ? <Alert tone="error">{save.error.message}</Alert> : null}
        <Button type="submit" disabled={save.isPending}>
          Save draft
        </Button>
      </form>
    </Panel>
  )
}
