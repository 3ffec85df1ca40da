import { useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { HoneypotField } from '@/components/forms/HoneypotField'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { EmailField, TextField } from '@/components/forms/TextField'
import { usePublicForm } from '@/components/forms/use-public-form'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { businessGoals, companySizes, mainChallenges } from '@/content/finder-options'
import { type Funnel, funnelStartProps } from '@/lib/analytics/use-funnel'
import type { SubmissionAccepted } from '@/types/api'
import type { FinderStage } from '../api/get-finder-result'
import { useSectorReading } from '../api/read-sector'
import {
  FINDER_LIMITS,
  finderInputSchema,
  useSubmitFinder,
  type FinderFormValues,
} from '../api/submit-finder'
import { handleFinderSubmitError } from '../handle-finder-error'
import { FinderProgress } from './FinderProgress'
import { OptionCheckboxGroup } from './OptionCheckboxGroup'
import { SectorQuestion } from './SectorQuestion'

const emptyValues: FinderFormValues = {
  firstName: '',
  email: '',
  companyName: '',
  companySize: '',
  businessGoal: [],
  mainChallenge: [],
  currentTools: '',
  sector: '',
  website: '',
}

type FinderFormProps = {
  // The page's funnel: the first field touched starts it (the page counts the rest).
  funnel?: Funnel
  // A run is in progress (submitted and being processed by the worker).
  running: boolean
  stage: FinderStage | null | undefined
  onAccepted: (accepted: SubmissionAccepted) => void
  focusOnMount?: boolean
}

export function FinderForm({ funnel, running, stage, onAccepted, focusOnMount = false }: FinderFormProps) {
  // "Get New Recommendations" mounts a fresh form, and so a fresh start time.
  const form = usePublicForm('finder', finderInputSchema, emptyValues)
  const { errors } = form.formState
  const submitFinder = useSubmitFinder()
  // Set synchronously, so a double click can't send a second run before React re-renders.
  const inFlight = useRef(false)
  const busy = running || submitFinder.isPending

  // Issue 26: the sector question follows the server's reading of the name and tools until
  // the visitor touches it; from then on it holds their choice.
  const [companyName, currentTools, sector] = useWatch({
    control: form.control,
    name: ['companyName', 'currentTools', 'sector'],
  })
  const [sectorChosen, setSectorChosen] = useState(false)
  const { reading, readNow } = useSectorReading(companyName, currentTools)
  const readOnBlur = { onBlur: () => readNow(form.getValues('companyName'), form.getValues('currentTools')) }

  const { setFocus } = form
  useEffect(() => {
    if (focusOnMount) setFocus('firstName')
  }, [focusOnMount, setFocus])

  useEffect(() => {
    if (!busy) inFlight.current = false
  }, [busy])

  const onSubmit = form.submitWithContext((payload) => {
    if (inFlight.current || busy) return // spec 4: a second submit is ignored while one runs
    inFlight.current = true
    submitFinder.mutate(payload, {
      onSuccess: onAccepted,
      onError: (error) => {
        inFlight.current = false
        handleFinderSubmitError(error, form.showFieldErrors)
      },
    })
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      className="relative space-y-6"
      {...funnelStartProps(funnel)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          registration={form.register('firstName')}
          error={errors.firstName?.message}
          autoComplete="given-name"
          maxLength={FINDER_LIMITS.firstName}
        />
        <EmailField
          registration={form.register('email')}
          error={errors.email?.message}
          maxLength={FINDER_LIMITS.email}
        />
        <TextField
          label="Company name"
          registration={form.register('companyName', readOnBlur)}
          error={errors.companyName?.message}
          autoComplete="organization"
          maxLength={FINDER_LIMITS.companyName}
        />
        <FormField label="Company size" error={errors.companySize?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('companySize')}
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
        registration={form.register('businessGoal')}
        error={errors.businessGoal?.message}
      />

      <OptionCheckboxGroup
        legend="Main challenges"
        hint="What is getting in the way today? Choose all that apply."
        options={mainChallenges}
        registration={form.register('mainChallenge')}
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
            {...form.register('currentTools', readOnBlur)}
            rows={3}
            maxLength={FINDER_LIMITS.currentTools}
            className={formControlStyles(Boolean(errors.currentTools), 'resize-y')}
          />
        )}
      </FormField>

      <SectorQuestion
        registration={form.register('sector', { onChange: () => setSectorChosen(true) })}
        chosen={sectorChosen ? sector : null}
        reading={reading}
        error={errors.sector?.message}
      />

      <HoneypotField registration={form.honeypot} />
      <NeedsJavaScriptNote />

      <Button type="submit" size="lg" disabled={busy || !form.hydrated} className="w-full sm:w-auto">
        {busy ? 'Generating Your AI Strategy...' : '🎯 Get My AI Tool Recommendations'}
      </Button>

      {busy ? <FinderProgress stage={submitFinder.isPending ? null : stage} /> : null}
    </form>
  )
}
