import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import {
  CONTACT_LIMITS,
  contactMessageInputSchema,
  useSendContactMessage,
  type ContactMessageFormValues,
  type ContactMessageInput,
} from '../api/send-contact-message'
import { contactRoles } from '../contact-roles'
import { dismissContactError, handleContactError } from '../handle-contact-error'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { useHydrated } from '@/lib/use-hydrated'

const emptyValues: ContactMessageFormValues = {
  name: '',
  email: '',
  role: '',
  message: '',
  website: '',
}

type ContactFormProps = {
  onSent: () => void
  // Set when returning from the thanks view, where the focused button just vanished.
  focusOnMount?: boolean
}

export function ContactForm({ onSent, focusOnMount = false }: ContactFormProps) {
  // Captured once per form instance: "Send another message" mounts a fresh form
  // and so a fresh start time.
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactMessageFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: emptyValues,
  })
  const sendMessage = useSendContactMessage()
  const sending = sendMessage.isPending

  useEffect(() => {
    if (focusOnMount) setFocus('name')
  }, [focusOnMount, setFocus])

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(
      { ...values, form_started_at: startedAt },
      {
        onSuccess: () => {
          dismissContactError()
          reset(emptyValues)
          onSent()
        },
        onError: (error) => handleContactError(error, setError),
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              className={formControlStyles(Boolean(errors.name))}
            />
          )}
        </FormField>

        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              className={formControlStyles(Boolean(errors.email))}
            />
          )}
        </FormField>
      </div>

      <FormField label="Role" error={errors.role?.message}>
        {(control) => (
          <select {...control} {...register('role')} className={formControlStyles(Boolean(errors.role))}>
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
            {...register('message')}
            rows={6}
            className={formControlStyles(Boolean(errors.message), 'resize-y')}
          />
        )}
      </FormField>

      <HoneypotField registration={register('website')} />

      <Button type="submit" size="lg" disabled={sending || !hydrated} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
