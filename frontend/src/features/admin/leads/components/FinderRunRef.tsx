import { Link } from 'react-router'
import { leadsCopy as copy } from '@/content/admin-leads'
import type { FinderRunRef as Run } from '../types'

// The finder run a contact message came from: the tools the visitor had just read, and its
// lead (a run's id is its lead's), or why it can't be shown.
export function FinderRunRef({ run }: { run: Run }) {
  if (!run.found) return <>{copy.finderRunGone(run.id)}</>
  return (
    <>
      {run.tools.length ? run.tools.join(', ') : copy.finderRunNoTools}
      {' · '}
      <Link to={`/admin/leads/${run.id}`} className="font-medium text-accent-700 hover:underline">
        {copy.finderRunLink}
      </Link>
    </>
  )
}
