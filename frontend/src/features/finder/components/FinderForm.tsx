import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { businessGoals, companySizes, mainChallenges } from '@/content/finder-options'
import type { FinderStage } from '../api/get-finder-result'
import {
  FINDER_LIMITS,
  finderInputSchema,
  useSubmitFinder,
  type FinderFormValues,
  type FinderInput,
} from '../api/submit-finder'
import { handleFinderSubmitError } from '../handle-finder-error'
import { FinderProgress } from './FinderProgress'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { OptionCheckboxGroup } from './OptionCheckboxGroup'
import { useHydrated } from '@/lib/use-hydrated'

const emptyValues: FinderFormValues = {
  firstName: '',
  email: '',
  companyName: '',
  companySize: '',
  businessGoal: [],
  mainChallenge: [],
  currentTools: '',
  website: '',
}

type FinderFormProps = {
  // A run is in progress (submitted and being processed by the worker).
  running: boolean
  stage: FinderStage | null | undefined
  onAccepted: (token: string) => void
  focusOnMount?: boolean
}

export function FinderForm({ running, stage, onAccepted, focusOnMount = false }: FinderFormProps) {
  // Captured once per form instance: "Get New Recommendations" mounts a fresh one.
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FinderFormValues, unknown, FinderInput>({
    resolver: zodResolver(finderInputSchema),
    defaultValues: emptyValues,
  })
  const submitFinder = useSubmitFinder()
  // Set synchronously, so a double click can't send a second run before React re-renders.
  const inFlight = useRef(false)
  const busy = running || submitFinder.isPending

  useEffect(() => {
    if (focusOnMount) setFocus('firstName')
  }, [focusOnMount, setFocus])

  useEffect(() => {
    if (!busy) inFlight.current = false
  }, [busy])

  const onSubmit = handleSubmit((values) => {
    if (inFlight.current || busy) return // spec 4: a second submit is ignored while one runs
    inFlight.current = true
    submitFinder.mutate(
      { ...values, form_started_at: startedAt },
      {
        onSuccess: (accepted) => onAccepted(accepted.id),
        onError: (error) => {
          inFlight.current = false
          handleFinderSubmitError(error, setError)
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="relative space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => (
            <input
              {...control}
              {...register('firstName')}
              type="text"
              autoComplete="given-name"
              maxLength={FINDER_LIMITS.firstName}
              className={formControlStyles(Boolean(errors.firstName))}
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
              maxLength={FINDER_LIMITS.email}
              className={formControlStyles(Boolean(errors.email))}
            />
          )}
        </FormField>
        <FormField label="Company name" error={errors.companyName?.message}>
          {(control) => (
            <input
              {...control}
              {...register('companyName')}
              type="text"
              autoComplete="organization"
              maxLength={FINDER_LIMITS.companyName}
              className={formControlStyles(Boolean(errors.companyName))}
            />
          )}
        </FormField>
        <FormField label="Company size" error={errors.companySize?.message}>
          {(control) => (
            <select
              {...control}
              {...register('companySize')}
              className={formControlStyles(Boolean(errors.companySize))}
            >
              <option value="" disabled>
                Select your company size
              </option>
              {companySizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <OptionCheckboxGroup
        legend="Business goals"
        hint="What do you most want AI to help with? Choose all that apply."
        options={businessGoals}
        registration={register('businessGoal')}
        error={errors.businessGoal?.message}
      />

      <OptionCheckboxGroup
        legend="Main challenges"
        hint="What is getting in the way today? Choose all that apply."
        options={mainChallenges}
        registration={register('mainChallenge')}
        error={errors.mainChallenge?.message}
      />

      <FormField
        label="Current tools (optional)"
        hint="The software you already use, e.g. Gmail, Xero, Slack. We'll suggest tools that work with it."
        error={errors.currentTools?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('currentTools')}
            rows={3}
            maxLength={FINDER_LIMITS.currentTools}
            className={formControlStyles(Boolean(errors.currentTools), 'resize-y')}
          />
        )}
      </FormField>

      <HoneypotField registration={register('website')} />

      <Button type="submit" size="lg" disabled={busy || !hydrated} className="w-full sm:w-auto">
        {busy ? 'Generating Your AI Strategy...' : '🎯 Get My AI Tool Recommendations'}
      </Button>

      {busy ? <FinderProgress stage={submitFinder.isPending ? null : stage} /> : null}
    </form>
  )
}
