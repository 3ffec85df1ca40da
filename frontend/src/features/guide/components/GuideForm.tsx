import { toast } from 'sonner'
import { ConsentNote } from '@/components/forms/ConsentNote'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { EmailField, TextField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { consentWording } from '@/content/consent'
import { guideCopy } from '@/content/guide'
import { type Funnel, funnelStartProps } from '@/lib/analytics/use-funnel'
import { visitorMessage } from '@/lib/signup-errors'
import {
  GUIDE_LIMITS,
  guideRequestSchema,
  useRequestGuide,
} from '../api/request-guide'

type GuideFormProps = {
  // The page's funnel: the first field touched starts it, a request accepted submits it.
  funnel?: Funnel
  onSent: () => void
}

export function GuideForm({ funnel, onSent }: GuideFormProps) {
  const form = usePublicForm('guide', guideRequestSchema, { first_name: '', email: '', website: '' })
  const { errors } = form.formState
  const requestGuide = useRequestGuide()
  const sending = requestGuide.isPending

  const onSubmit = form.submitWithContext((payload) => {
    requestGuide.mutate(payload, {
      onSuccess: () => {
        funnel?.step('submit')
        toast.success(guideCopy.successToastTitle, { description: guideCopy.successToastBody })
        onSent()
      },
      onError: (error) => {
        if (form.showFieldErrors(error)) return
        console.error('Guide sign-up failed', error)
        toast.error(guideCopy.failureToastTitle, {
          description: visitorMessage(error, guideCopy.failureToastBody),
        })
      },
    })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative" {...funnelStartProps(funnel)}>
      <fieldset disabled={sending} className="space-y-4">
        <TextField
          label="Name"
          registration={form.register('first_name')}
          error={errors.first_name?.message}
          autoComplete="given-name"
          maxLength={GUIDE_LIMITS.firstName}
        />
        <EmailField
          registration={form.register('email')}
          error={errors.email?.message}
          maxLength={GUIDE_LIMITS.email}
        />
        <HoneypotField registration={form.honeypot} />
        <NeedsJavaScriptNote />
        <Button type="submit" size="lg" disabled={sending || !form.hydrated} className="w-full">
          {sending ? guideCopy.submitting : guideCopy.submit}
        </Button>
        <ConsentNote wording={consentWording.guide} />
      </fieldset>
    </form>
  )
}
