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
import { guideCopy } from '@/content/guide'
import { showFieldErrors, visitorMessage } from '@/lib/signup-errors'
import { submissionContext } from '@/lib/submission-context'
import {
  GUIDE_LIMITS,
  guideRequestSchema,
  useRequestGuide,
  type GuideFormValues,
  type GuideRequestInput,
} from '../api/request-guide'
import { useHydrated } from '@/lib/use-hydrated'

type GuideFormProps = {
  onSent: () => void
}

export function GuideForm({ onSent }: GuideFormProps) {
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GuideFormValues, unknown, GuideRequestInput>({
    resolver: zodResolver(guideRequestSchema),
    defaultValues: { first_name: '', email: '', website: '' },
  })
  const requestGuide = useRequestGuide()
  const sending = requestGuide.isPending

  const onSubmit = handleSubmit(({ website, ...fields }) => {
    requestGuide.mutate(
      { ...fields, ...submissionContext(startedAt, website) },
      {
        onSuccess: () => {
          toast.success(guideCopy.successToastTitle, { description: guideCopy.successToastBody })
          onSent()
        },
        onError: (error) => {
          if (showFieldErrors(error, setError, ['first_name', 'email'])) return
          console.error('Guide sign-up failed', error)
          toast.error(guideCopy.failureToastTitle, {
            description: visitorMessage(error, guideCopy.failureToastBody),
          })
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="relative">
      <fieldset disabled={sending} className="space-y-4">
        <FormField label="Name" error={errors.first_name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('first_name')}
              type="text"
              autoComplete="given-name"
              maxLength={GUIDE_LIMITS.firstName}
              className={formControlStyles(Boolean(errors.first_name))}
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
              maxLength={GUIDE_LIMITS.email}
              className={formControlStyles(Boolean(errors.email))}
            />
          )}
        </FormField>
        <HoneypotField registration={register('website')} />
        <Button type="submit" size="lg" disabled={sending || !hydrated} className="w-full">
          {sending ? guideCopy.submitting : guideCopy.submit}
        </Button>
        <ConsentNote wording={consentWording.guide} />
      </fieldset>
    </form>
  )
}
