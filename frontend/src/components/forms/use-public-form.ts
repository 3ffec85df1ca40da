import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { showFieldErrors } from '@/lib/signup-errors'
import { submissionContext, type SubmissionContext } from '@/lib/submission-context'
import { useHydrated } from '@/lib/use-hydrated'

// Every public form carries the honeypot as a field named `website` (components/forms/HoneypotField).
type PublicFormValues = FieldValues & { website: string }

export type PublicFormPayload<TOutput extends PublicFormValues> = Omit<TOutput, 'website'> &
  SubmissionContext

// A react-hook-form form, validated by `schema`, with what every public form adds: the
// time it appeared (bot check; a fresh form instance means a fresh start), the honeypot,
// the submission context sent with the fields, server field errors shown under the
// inputs, and whether React has hydrated: a prerendered form's submit button stays
// disabled until then, or a click would submit natively and put the visitor's details
// in the URL.
export function usePublicForm<TValues extends PublicFormValues, TOutput extends PublicFormValues>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: TValues,
) {
  const [startedAt] = useState(() => Date.now())
  const hydrated = useHydrated()
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    // Full values are a valid partial; TypeScript can't see that through the generic.
    defaultValues: defaultValues as DefaultValues<TValues>,
  })
  // A 400 can name any field the visitor sees: all of them but the honeypot.
  const visibleFields = Object.keys(defaultValues).filter((name) => name !== 'website') as Array<Path<TValues>>

  return {
    ...form,
    hydrated,
    honeypot: form.register('website' as Path<TValues>),
    // Validates, then hands `send` the fields (less the honeypot) with the submission context.
    submitWithContext: (send: (payload: PublicFormPayload<TOutput>) => void) =>
      form.handleSubmit(({ website, ...fields }) =>
        send({ ...fields, ...submissionContext(startedAt, website) }),
      ),
    // True when at least one message went under an input, so no toast is needed.
    showFieldErrors: (error: unknown) => showFieldErrors(error, form.setError, visibleFields),
  }
}
