import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Alert } from '../components/Alert'
import { useIssueFromPost } from '../api/issue-from-post'

// On a published post's editor: a newsletter draft from it (its title, excerpt, image and
// a link, or the whole post), opened in the issue editor to check and send.
export function SendPostToSubscribers({ postId }: { postId: number }) {
  const [mode, setMode] = useState<'summary' | 'whole'>('summary')
  const make = useIssueFromPost()
  const navigate = useNavigate()
  return (
    <fieldset className="space-y-2 border-t border-slate-100 pt-3">
      <legend className="text-sm font-semibold text-slate-900">Send this post to subscribers</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="radio" name="post-mode" checked={mode === 'summary'} onChange={() => setMode('summary')} />
        Title, excerpt, image and a link
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="radio" name="post-mode" checked={mode === 'whole'} onChange={() => setMode('whole')} />
        The whole post
      </label>
      <Button
        variant="outline"
        size="sm"
        disabled={make.isPending}
        onClick={() =>
          make.mutate({ postId, mode }, { onSuccess: (data) => void navigate(`/admin/newsletter/${data.issue.id}`) })
        }
      >
        Make a newsletter draft
      </Button>
      {make.isError ? <Alert tone="error">{make.error.message}</Alert> : null}
    </fieldset>
  )
}
