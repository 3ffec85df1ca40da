import { useEffect } from 'react'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { EmailField, TextField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { type Funnel, funnelStartProps } from '@/lib/analytics/use-funnel'
import {
  CONTACT_LIMITS,
  contactMessageInputSchema,
  useSendContactMessage,
  type ContactMessageFormValues,
  type ContactPageValues,
} from '../api/send-contact-message'
import { contactRoles } from '../contact-roles'
import { dismissContactError, handleContactError } from '../handle-contact-error'

const emptyValues: ContactMessageFormValues = {
  name: '',
  email: '',
  role: '',
  message: '',
  website: '',
}

type ContactFormProps = {
  // The page's funnel: the first field touched starts it, a message accepted submits it.
  funnel?: Funnel
  onSent: () => void
  // Sent with the fields: the plan the visitor came to ask about, if any.
  pageValues: ContactPageValues
  // Set when returning from the thanks view, where the focused button just vanished.
  focusOnMount?: boolean
}

export function ContactForm({ funnel, onSent, pageValues, focusOnMount = false }: ContactFormProps) {
  // "Send another message" mounts a fresh form, and so a fresh start time.
  const form = usePublicForm('contact', contactMessageInputSchema, emptyValues, pageValues)
  const { errors } = form.formState
  const sendMessage = useSendContactMessage()
  const sending = sendMessage.isPending

  const { setFocus } = form
  useEffect(() => {
    if (focusOnMount) setFocus('name')
  }, [focusOnMount, setFocus])

  const onSubmit = form.submitWithContext((payload) => {
    sendMessage.mutate(payload, {
      onSuccess: () => {
        dismissContactError()
        funnel?.step('submit')
        form.reset(emptyValues)
        onSent()
      },
      onError: (error) => handleContactError(error, form.showFieldErrors),
    })
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      className="relative space-y-5"
      {...funnelStartProps(funnel)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          registration={form.register('name')}
          error={errors.name?.message}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <EmailField
          registration={form.register('email')}
          error={errors.email?.message}
          maxLength={CONTACT_LIMITS.email}
        />
      </div>

      <FormField label="Role" error={errors.role?.message}>
        {(control) => (
          <select {...control} {...form.register('role')} className={formControlStyles(Boolean(errors.role))}>
            <option value="" disabled>
              Select your role
            </option>
            {contactRoles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={6}
            className={formControlStyles(Boolean(errors.message), 'resize-y')}
          />
        )}
      </FormField>

      <HoneypotField registration={form.honeypot} />
      <NeedsJavaScriptNote />

      <Button type="submit" size="lg" disabled={sending || !form.hydrated} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
