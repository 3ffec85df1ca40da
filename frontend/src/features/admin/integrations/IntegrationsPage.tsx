import { useState } from 'react'
import { integrationsCopy as copy } from '@/content/admin-integrations'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { useCreateWebhook } from './api/create-webhook'
import { useWebhooks } from './api/list-webhooks'
import { EndpointCard } from './components/EndpointCard'
import { EndpointForm } from './components/EndpointForm'
import { SecretNotice } from './components/SecretNotice'

// /admin/integrations: signed webhooks to other tools (admins only).
export function IntegrationsPage() {
  return (
    <RequireArea area="webhooks">
      <Integrations />
    </RequireArea>
  )
}

function Integrations() {
  const webhooks = useWebhooks()
  const create = useCreateWebhook()
  const [secret, setSecret] = useState<string | null>(null)
  const events = webhooks.data?.events ?? []
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
        <p className="text-slate-700">{copy.intro}</p>
      </div>
      {webhooks.isPending ? <p role="status">Loading...</p> : null}
      {webhooks.isError ? <Alert tone="error">{webhooks.error.message}</Alert> : null}
      {webhooks.data ? (
        <Panel title={copy.add}>
          {secret ? <SecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
          <EndpointForm
            events={events}
            submitLabel={copy.create}
            busy={create.isPending}
            onSave={async (values) => setSecret((await create.mutateAsync(values)).secret)}
          />
        </Panel>
      ) : null}
      {webhooks.data ? (
        <section aria-label={copy.endpoints} className="space-y-3">
          <h3 className="text-lg font-semibold text-slate-900">{copy.endpoints}</h3>
          {webhooks.data.endpoints.length === 0 ? <p className="text-slate-600">{copy.none}</p> : null}
          <ul className="space-y-4">
            {webhooks.data.endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} events={events} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
