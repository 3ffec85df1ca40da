import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { integrationsCopy as copy } from '@/content/admin-integrations'
import { formatDateTime } from '@/features/admin/lib/dates'
import { ConfirmButton } from '../../components/ConfirmButton'
import { useDeleteWebhook } from '../api/delete-webhook'
import { useRotateSecret } from '../api/rotate-secret'
import { useSendTest } from '../api/send-test'
import { useUpdateWebhook } from '../api/update-webhook'
import type { WebhookEndpoint, WebhookEventType } from '../types'
import { DeliveryLog, DeliveryStatus } from './DeliveryLog'
import { EndpointForm } from './EndpointForm'
import { SecretNotice } from './SecretNotice'

export function EndpointCard({ endpoint, events }: { endpoint: WebhookEndpoint; events: WebhookEventType[] }) {
  const [editing, setEditing] = useState(false)
  const [showLog, setShowLog] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const update = useUpdateWebhook()
  const remove = useDeleteWebhook()
  const rotate = useRotateSecret()
  const test = useSendTest()
  const name = endpoint.description || endpoint.url

  const onTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        toast.success('Test event queued')
        setShowLog(true)
      },
      onError: (error) => toast.error(error.message),
    })
  const onToggle = () =>
    update.mutate(
      { id: endpoint.id, enabled: !endpoint.enabled },
      { onError: (error) => toast.error(error.message) },
    )

  return (
    <li aria-label={`Endpoint ${name}`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {editing ? (
        <EndpointForm
          events={events}
          initial={{ url: endpoint.url, events: endpoint.events, description: endpoint.description }}
          submitLabel={copy.save}
          busy={update.isPending}
          onSave={async (values) => {
            await update.mutateAsync({ id: endpoint.id, ...values })
            toast.success('Saved')
            setEditing(false)
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="space-y-1">
          <p className="break-all font-mono text-sm font-semibold text-slate-900">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="text-sm text-slate-600">
            {copy.events}: {endpoint.events.join(', ')}
          </p>
          <p className="text-sm">
            {endpoint.enabled ? (
              <span className="font-medium text-green-800">Enabled</span>
            ) : (
              <span className="font-medium text-red-800">Disabled{endpoint.disabled_reason ? `: ${endpoint.disabled_reason}` : ''}</span>
            )}
            {endpoint.enabled && endpoint.failing_since ? (
              <span className="text-amber-900"> · failing since {formatDateTime(endpoint.failing_since)}</span>
            ) : null}
            {endpoint.previous_secret_valid_until ? (
              <span className="text-slate-600"> · old secret signs until {formatDateTime(endpoint.previous_secret_valid_until)}</span>
            ) : null}
          </p>
          {endpoint.last_delivery ? (
            <p className="text-sm text-slate-600">
              Last: {endpoint.last_delivery.event_type} <DeliveryStatus status={endpoint.last_delivery.status} />{' '}
              {formatDateTime(endpoint.last_delivery.created_at)}
            </p>
          ) : null}
        </div>
      )}
      {secret ? <SecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onTest} disabled={!endpoint.enabled || test.isPending}>
          {copy.sendTest}
        </Button>
        <Button size="sm" variant="outline" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? copy.hideLog : copy.showLog}
        </Button>
        {editing ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {copy.edit}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onToggle} disabled={update.isPending}>
          {endpoint.enabled ? copy.disable : copy.enable}
        </Button>
        <ConfirmButton
          label={copy.rotate}
          question={copy.rotateQuestion}
          confirmLabel={copy.confirmRotate}
          busy={rotate.isPending}
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (result) => setSecret(result.secret),
              onError: (error) => toast.error(error.message),
            })
          }
        />
        <ConfirmButton
          label={copy.delete}
          question={copy.deleteQuestion}
          confirmLabel={copy.confirmDelete}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(endpoint.id, {
              onSuccess: () => toast.success(`Deleted ${name}`),
              onError: (error) => toast.error(error.message),
            })
          }
        />
      </div>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </li>
  )
}
