import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { deliveryStatusLabels, integrationsCopy as copy } from '@/content/admin-integrations'
import { formatDateTime } from '@/features/admin/lib/dates'
import { cn } from '@/lib/cn'
import { Alert } from '../../components/Alert'
import { useDeliveries } from '../api/list-deliveries'
import { useRedeliver } from '../api/redeliver'
import type { Delivery, DeliveryAttempt } from '../types'

const statusStyles: Record<string, string> = {
  succeeded: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  retrying: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-100 text-slate-700',
}

export function DeliveryStatus({ status }: { status: string }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', statusStyles[status] ?? 'bg-sky-100 text-sky-900')}>
      {deliveryStatusLabels[status] ?? status}
    </span>
  )
}

function duration(ms: number | null): string {
  return ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`
}

// What came back: the receiver's answer, or why there was none. Always text, never markup.
function Outcome({ excerpt, error }: { excerpt: string | null; error: string | null }) {
  return (
    <>
      {error ? <span className="block text-red-800">{error}</span> : null}
      {excerpt ? <span className="block whitespace-pre-wrap break-all font-mono text-xs text-slate-700">{excerpt}</span> : null}
      {!error && !excerpt ? '—' : null}
    </>
  )
}

function AttemptRow({ attempt }: { attempt: DeliveryAttempt }) {
  return (
    <li aria-label={`Attempt ${attempt.number}`} className="grid gap-1 border-t border-slate-100 py-2 text-xs sm:grid-cols-[4rem_9rem_5rem_5rem_1fr_9rem]">
      <span>#{attempt.number}</span>
      <span>{formatDateTime(attempt.started_at)}</span>
      <span>{attempt.status_code ?? 'no answer'}</span>
      <span>{duration(attempt.duration_ms)}</span>
      <span className="min-w-0">
        <Outcome excerpt={attempt.response_excerpt} error={attempt.error} />
      </span>
      <span>{attempt.next_retry_at ? `retry ${formatDateTime(attempt.next_retry_at)}` : ''}</span>
    </li>
  )
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const redeliver = useRedeliver()
  const onRedeliver = () =>
    redeliver.mutate(delivery, {
      onSuccess: () => toast.success(`${delivery.event_type} queued again`),
      onError: (error) => toast.error(error.message),
    })
  return (
    <li aria-label={`Delivery ${delivery.event_type}`} className="space-y-2 rounded-lg border border-slate-200 p-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <div>
          <dt className="text-xs text-slate-500">Event</dt>
          <dd className="font-mono text-slate-900">{delivery.event_type}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Status</dt>
          <dd>
            <DeliveryStatus status={delivery.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Status code</dt>
          <dd>{delivery.status_code ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Duration</dt>
          <dd>{duration(delivery.duration_ms)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Next retry</dt>
          <dd>{delivery.next_retry_at ? formatDateTime(delivery.next_retry_at) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Created</dt>
          <dd>{formatDateTime(delivery.created_at)}</dd>
        </div>
      </dl>
      <div className="text-sm">
        <span className="text-xs text-slate-500">Response </span>
        <Outcome excerpt={delivery.response_excerpt} error={delivery.error} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="outline"
          disabled={delivery.erased || delivery.status === 'sending' || redeliver.isPending}
          title={delivery.erased ? 'Erased on request: there is nothing left to send.' : undefined}
          onClick={onRedeliver}
        >
          {copy.redeliver}
        </Button>
        <span className="text-xs text-slate-500">webhook-id {delivery.message_id}</span>
        {delivery.erased ? <span className="text-xs text-slate-500">Data erased on request.</span> : null}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          {copy.attempts} ({delivery.attempt_count})
        </summary>
        <ol className="mt-1">
          {delivery.attempts.map((attempt) => (
            <AttemptRow key={attempt.number} attempt={attempt} />
          ))}
        </ol>
      </details>
      {delivery.payload ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-slate-700">{copy.payload}</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(delivery.payload, null, 2)}</pre>
        </details>
      ) : null}
    </li>
  )
}

export function DeliveryList({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">{copy.noDeliveries}</p>
  return (
    <ul className="space-y-3">
      {deliveries.map((delivery) => (
        <DeliveryRow key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  )
}

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useDeliveries(endpointId)
  return (
    <section aria-label={copy.showLog} className="space-y-3">
      <h4 className="font-semibold text-slate-900">{copy.showLog}</h4>
      {log.isPending ? <p role="status">Loading...</p> : null}
      {log.isError ? <Alert tone="error">{log.error.message}</Alert> : null}
      {log.data ? <DeliveryList deliveries={log.data.deliveries} /> : null}
    </section>
  )
}
