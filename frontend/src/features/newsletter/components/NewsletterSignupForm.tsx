import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ConsentNote } from '@/components/forms/ConsentNote'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { consentWording } from '@/content/consent'
import { newsletterCopy } from '@/content/newsletter'
import { ApiError } from '@/lib/api-client'
import { showFieldErrors, visitorMessage } from '@/lib/signup-errors'
import { submissionContext } from '@/lib/submission-context'
import {
  NEWSLETTER_LIMITS,
  newsletterSchema,
  useSubscribeNewsletter,
  type NewsletterFormValues,
  type NewsletterInput,
} from '../api/subscribe-newsletter'
import { useHydrated } from '@/lib/use-hydrated'

type NewsletterSignupFormProps = {
  // The /newsletter page asks for a name too; the blog card keeps to the email.
  withName?: boolean
}

type View = 'form' | 'check-inbox' | 'already'

function failureDescription(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return visitorMessage(error, error.message)
  }
  return newsletterCopy.failureToastBody
}

// Double opt-in: a successful submission only sends the confirmation email, so
// the success view asks the visitor to check their inbox.
export function NewsletterSignupForm({ withName = false }: NewsletterSignupFormProps) {
  const [view, setView] = useState<View>('form')
  const [alreadyMessage, setAlreadyMessage] = useState('')
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewsletterFormValues, unknown, NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { first_name: '', email: '', website: '' },
  })
  const subscribe = useSubscribeNewsletter()
  const sending = subscribe.isPending

  const onSubmit = handleSubmit(({ website, ...fields }) => {
    subscribe.mutate(
      { ...fields, ...submissionContext(startedAt, website) },
      {
        onSuccess: (result) => {
          if (result.already) {
            setAlreadyMessage(result.message)
            toast(result.message)
            setView('already')
            return
          }
          toast.success(newsletterCopy.successToastTitle, { description: newsletterCopy.successToastBody })
          setView('check-inbox')
        },
        onError: (error) => {
          if (showFieldErrors(error, setError, ['first_name', 'email'])) return
          console.error('Newsletter sign-up failed', error)
          toast.error(newsletterCopy.failureToastTitle, { description: failureDescription(error) })
        },
      },
    )
  })

  if (view !== 'form') {
    return (
      <div role="status">
        <p className="font-semibold text-slate-900">
          {view === 'already' ? newsletterCopy.alreadyHeading : newsletterCopy.checkInboxHeading}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {view === 'already' ? alreadyMessage : newsletterCopy.checkInboxBody}
        </p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative">
      <fieldset disabled={sending} className="space-y-4">
        {withName ? (
          <FormField label="Name" hint="Optional" error={errors.first_name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('first_name')}
                type="text"
                autoComplete="given-name"
                maxLength={NEWSLETTER_LIMITS.firstName}
                className={formControlStyles(Boolean(errors.first_name))}
              />
            )}
          </FormField>
        ) : null}
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={NEWSLETTER_LIMITS.email}
              className={formControlStyles(Boolean(errors.email))}
            />
          )}
        </FormField>
        <HoneypotField registration={register('website')} />
        <Button type="submit" disabled={sending || !hydrated} className="w-full">
          {sending ? newsletterCopy.submitting : newsletterCopy.submit}
        </Button>
        <ConsentNote wording={consentWording.newsletter} />
      </fieldset>
    </form>
  )
}
