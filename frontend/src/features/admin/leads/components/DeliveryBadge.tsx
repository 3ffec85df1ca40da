import { deliveryStatusLabels } from '@/content/admin-leads'
import { cn } from '@/lib/cn'

const styles: Record<string, string> = {
  queued: 'bg-slate-100 text-slate-700',
  sending: 'bg-sky-100 text-sky-800',
  retrying: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  suppressed: 'bg-slate-200 text-slate-800',
  limited: 'bg-orange-100 text-orange-900',
}

// Works for delivery statuses and the pipeline's own (succeeded/failed/running).
export function StatusPill({ status, label }: { status: string; label?: string }) {
  const tone = status === 'succeeded' || status === 'finished' ? 'sent' : status === 'running' || status === 'started' ? 'sending' : status
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', styles[tone] ?? styles.queued)}>
      {label ?? deliveryStatusLabels[status] ?? status}
    </span>
  )
}
