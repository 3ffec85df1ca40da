import { cn } from '@/lib/cn'
import { statusLabels } from './labels'
import type { IssueStatus } from './types'

const styles: Record<IssueStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-800',
}

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', styles[status])}>
      {statusLabels[status]}
    </span>
  )
}
