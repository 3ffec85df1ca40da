import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { integrationsCopy as copy } from '@/content/admin-integrations'
import { Alert } from '../../components/Alert'
import { applyServerErrors } from '../../components/form-errors'
import { endpointSchema, type EndpointValues } from '../endpoint-form'
import type { WebhookEventType } from '../types'

type EndpointFormProps = {
  events: WebhookEventType[]
  initial?: EndpointValues
  submitLabel: string
  busy: boolean
  // Resolves when saved; rejects with the server's error to show on the form.
  onSave: (values: EndpointValues) => Promise<unknown>
  onCancel?: () => void
}

export function EndpointForm({ events, initial, submitLabel, busy, onSave, onCancel }: EndpointFormProps) {
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset, setError: setFieldError } = useForm<EndpointValues>({
    resolver: zodResolver(endpointSchema),
    defaultValues: initial ?? { url: '', events: ['lead.created'], description: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    try {
      await onSave(values)
      if (!initial) reset({ url: '', events: ['lead.created'], description: '' })
    } catch (cause) {
      setError(applyServerErrors(cause, setFieldError, ['url', 'events', 'description']))
    }
  })
  const eventsError = formState.errors.events?.message
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <FormField label={copy.url} error={formState.errors.url?.message} hint={copy.urlHint}>
        {(c) => (
          <input
            {...c}
            {...register('url')}
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/leads"
            maxLength={2000}
            className={formControlStyles(Boolean(formState.errors.url))}
          />
        )}
      </FormField>
      <fieldset aria-describedby={eventsError ? 'events-error' : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">{copy.events}</legend>
        <ul className="space-y-2">
          {events
            .filter((event) => event.subscribable)
            .map((event) => (
              <li key={event.type}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" value={event.type} {...register('events')} className="mt-1" />
                  <span>
                    <code className="font-semibold">{event.type}</code>
                    <span className="block text-slate-600">{event.description}</span>
                  </span>
                </label>
              </li>
            ))}
        </ul>
        {eventsError ? (
          <p id="events-error" className="mt-1.5 text-sm font-medium text-red-700">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <FormField label={copy.description} error={formState.errors.description?.message} hint={copy.descriptionHint}>
        {(c) => (
          <input
            {...c}
            {...register('description')}
            type="text"
            maxLength={500}
            className={formControlStyles(Boolean(formState.errors.description))}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
