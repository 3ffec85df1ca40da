import { postStatusLabels } from '@/content/admin'
import { cn } from '@/lib/cn'
import type { DisplayStatus } from '../types'

const styles: Record<DisplayStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-green-100 text-green-800',
  scheduled: 'bg-amber-100 text-amber-900',
}

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', styles[status])}>
      {postStatusLabels[status]}
    </span>
  )
}
