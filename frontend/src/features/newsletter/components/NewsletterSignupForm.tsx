import { useState } from 'react'
import { toast } from 'sonner'
import { ConsentNote } from '@/components/forms/ConsentNote'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { EmailField, TextField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { consentWording } from '@/content/consent'
import { newsletterCopy } from '@/content/newsletter'
import { funnelStartProps, useFunnel } from '@/lib/analytics/use-funnel'
import { clientErrorMessage } from '@/lib/signup-errors'
import {
  NEWSLETTER_LIMITS,
  newsletterSchema,
  useSubscribeNewsletter,
} from '../api/subscribe-newsletter'

type NewsletterSignupFormProps = {
  // The /newsletter page asks for a name too; the blog card keeps to the email.
  withName?: boolean
}

type View = 'form' | 'check-inbox' | 'already'

// Double opt-in: a successful submission only sends the confirmation email, so
// the success view asks the visitor to check their inbox.
export function NewsletterSignupForm({ withName = false }: NewsletterSignupFormProps) {
  const [view, setView] = useState<View>('form')
  const [alreadyMessage, setAlreadyMessage] = useState('')
  // The form stays mounted through its thanks view, so one funnel covers the visit.
  const funnel = useFunnel('newsletter')
  const form = usePublicForm('newsletter', newsletterSchema, { first_name: '', email: '', website: '' })
  const { errors } = form.formState
  const subscribe = useSubscribeNewsletter()
  const sending = subscribe.isPending

  const onSubmit = form.submitWithContext((payload) => {
    subscribe.mutate(payload, {
      onSuccess: (result) => {
        funnel.step('submit')
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
        if (form.showFieldErrors(error)) return
        console.error('Newsletter sign-up failed', error)
        toast.error(newsletterCopy.failureToastTitle, {
          description: clientErrorMessage(error, newsletterCopy.failureToastBody),
        })
      },
    })
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
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative" {...funnelStartProps(funnel)}>
      <fieldset disabled={sending} className="space-y-4">
        {withName ? (
          <TextField
            label="Name"
            hint="Optional"
            registration={form.register('first_name')}
            error={errors.first_name?.message}
            autoComplete="given-name"
            maxLength={NEWSLETTER_LIMITS.firstName}
          />
        ) : null}
        <EmailField
          registration={form.register('email')}
          error={errors.email?.message}
          maxLength={NEWSLETTER_LIMITS.email}
        />
        <HoneypotField registration={form.honeypot} />
        <NeedsJavaScriptNote />
        <Button type="submit" disabled={sending || !form.hydrated} className="w-full">
          {sending ? newsletterCopy.submitting : newsletterCopy.submit}
        </Button>
        <ConsentNote wording={consentWording.newsletter} />
      </fieldset>
    </form>
  )
}
