import { useState } from 'react'
import { toast } from 'sonner'
import { ConsentNote } from '@/components/forms/ConsentNote'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { EmailField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { consentWording } from '@/content/consent'
import { earlyAccessCopy } from '@/content/early-access'
import { funnelStartProps, useFunnel } from '@/lib/analytics/use-funnel'
import { clientErrorMessage } from '@/lib/signup-errors'
import {
  EARLY_ACCESS_EMAIL_MAX,
  earlyAccessSchema,
  useJoinEarlyAccess,
} from '../api/join-early-access'

type EarlyAccessCardProps = {
  // Which launch this card is for; the spec's playbooks list by default.
  tags?: readonly string[]
  id?: string
}

// The notify-me card on coming-soon service pages (spec 2.5; states in spec 4:
// idle → submitting → submitted, failure back to idle with a toast).
export function EarlyAccessCard({
  tags = earlyAccessCopy.defaultTags,
  id = 'early-access',
}: EarlyAccessCardProps) {
  // Always the form at first: nothing about the visitor is kept on their device (no cookie,
  // no storage; see the cookie notice). The server answers every sign-up alike, so a
  // returning subscriber sees the thanks again and gets a "you're already on the list" email.
  const [submitted, setSubmitted] = useState(false)
  // The card is the section: its view counts when the page showing it does.
  const funnel = useFunnel('early-access')
  const form = usePublicForm('early-access', earlyAccessSchema, { email: '', website: '' })
  const { errors } = form.formState
  const join = useJoinEarlyAccess()
  const submitting = join.isPending

  const onSubmit = form.submitWithContext((payload) => {
    join.mutate(
      { ...payload, tags },
      {
        onSuccess: () => {
          funnel.step('submit')
          toast.success(earlyAccessCopy.successToastTitle, { description: earlyAccessCopy.submitted })
          setSubmitted(true)
        },
        onError: (error) => {
          if (form.showFieldErrors(error)) return
          console.error('Early-access sign-up failed', error)
          toast.error(earlyAccessCopy.failureToastTitle, {
            description: clientErrorMessage(error, earlyAccessCopy.failureToastBody),
          })
        },
      },
    )
  })

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-accent-200 bg-accent-50 p-6 sm:p-8"
    >
      {submitted ? (
        <div role="status">
          <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
            {earlyAccessCopy.submitted}
          </h2>
        </div>
      ) : (
        <>
          <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
            {earlyAccessCopy.heading}
          </h2>
          <p className="mt-2 text-slate-700">{earlyAccessCopy.lead}</p>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-busy={submitting}
            className="relative mt-5"
            {...funnelStartProps(funnel)}
          >
            <fieldset disabled={submitting} className="space-y-4">
              <EmailField
                registration={form.register('email')}
                error={errors.email?.message}
                required
                maxLength={EARLY_ACCESS_EMAIL_MAX}
              />
              <HoneypotField registration={form.honeypot} />
              <NeedsJavaScriptNote />
              <Button type="submit" disabled={submitting || !form.hydrated} className="w-full sm:w-auto">
                {submitting ? earlyAccessCopy.submitting : earlyAccessCopy.submit}
              </Button>
              <ConsentNote wording={consentWording.earlyAccess} />
            </fieldset>
          </form>
        </>
      )}
    </section>
  )
}
