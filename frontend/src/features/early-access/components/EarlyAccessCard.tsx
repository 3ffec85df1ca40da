import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ConsentNote } from '@/components/forms/ConsentNote'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { consentWording } from '@/content/consent'
import { earlyAccessCopy } from '@/content/early-access'
import { ApiError } from '@/lib/api-client'
import { showFieldErrors, visitorMessage } from '@/lib/signup-errors'
import { submissionContext } from '@/lib/submission-context'
import {
  EARLY_ACCESS_EMAIL_MAX,
  earlyAccessSchema,
  useJoinEarlyAccess,
  type EarlyAccessFormValues,
  type EarlyAccessInput,
} from '../api/join-early-access'
import { hasJoined, listKey, rememberJoined } from '../early-access-memory'
import { useHydrated } from '@/lib/use-hydrated'

type EarlyAccessCardProps = {
  // Which launch this card is for; the spec's playbooks list by default.
  tags?: readonly string[]
  id?: string
}

type View = 'form' | 'submitted' | 'already'

// A 4xx carries a message written for visitors (rate limit, stale form); anything
// else gets the spec's generic wording.
function failureDescription(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return visitorMessage(error, error.message)
  }
  return earlyAccessCopy.failureToastBody
}

// The notify-me card on coming-soon service pages (spec 2.5; states in spec 4:
// idle → submitting → submitted, failure back to idle with a toast).
export function EarlyAccessCard({
  tags = earlyAccessCopy.defaultTags,
  id = 'early-access',
}: EarlyAccessCardProps) {
  const key = listKey(tags)
  // Starts as the form on the server and in the first browser render alike (prerendered
  // pages must hydrate to the same markup); the remembered sign-up is applied after mount.
  const [view, setView] = useState<View>('form')
  useEffect(() => {
    if (hasJoined(key)) setView('already')
  }, [key])
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EarlyAccessFormValues, unknown, EarlyAccessInput>({
    resolver: zodResolver(earlyAccessSchema),
    defaultValues: { email: '', website: '' },
  })
  const join = useJoinEarlyAccess()
  const submitting = join.isPending

  const onSubmit = handleSubmit(({ email, website }) => {
    join.mutate(
      { email, tags, ...submissionContext(startedAt, website) },
      {
        onSuccess: (result) => {
          rememberJoined(key)
          if (result.already) {
            toast(earlyAccessCopy.alreadyToast)
            setView('already')
            return
          }
          toast.success(earlyAccessCopy.successToastTitle, { description: earlyAccessCopy.submitted })
          setView('submitted')
        },
        onError: (error) => {
          if (showFieldErrors(error, setError, ['email'])) return
          console.error('Early-access sign-up failed', error)
          toast.error(earlyAccessCopy.failureToastTitle, { description: failureDescription(error) })
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
      {view === 'already' ? (
        <div role="status">
          <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
            {earlyAccessCopy.alreadyHeading}
          </h2>
          <p className="mt-2 text-slate-700">{earlyAccessCopy.alreadyBody}</p>
        </div>
      ) : view === 'submitted' ? (
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
          <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="relative mt-5">
            <fieldset disabled={submitting} className="space-y-4">
              <FormField label="Email" error={errors.email?.message}>
                {(control) => (
                  <input
                    {...control}
                    {...register('email')}
                    type="email"
                    required
                    autoComplete="email"
                    inputMode="email"
                    maxLength={EARLY_ACCESS_EMAIL_MAX}
                    className={formControlStyles(Boolean(errors.email))}
                  />
                )}
              </FormField>
              <HoneypotField registration={register('website')} />
              <Button type="submit" disabled={submitting || !hydrated} className="w-full sm:w-auto">
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
