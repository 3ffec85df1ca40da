import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { showFieldErrors } from '@/lib/signup-errors'
import { formToken, prepareFormToken, type FormName } from '@/lib/form-token'
import { submissionContext, type SubmissionContext } from '@/lib/submission-context'
import { useHydrated } from '@/lib/use-hydrated'

// Every public form carries the honeypot as a field named `website` (components/forms/HoneypotField).
type PublicFormValues = FieldValues & { website: string }

// Values a form sends that the visitor doesn't type: what the page knows (the contact form's
// plan, from its address). Undefined ones are left out of the JSON.
type PageValues = Record<string, string | undefined>

type NoPageValues = Record<never, never>

export type PublicFormPayload<
  TOutput extends PublicFormValues,
  TPage extends PageValues = NoPageValues,
> = Omit<TOutput, 'website'> & TPage & SubmissionContext

// A react-hook-form form, validated by `schema`, with what every public form adds: the
// server's form token for `formName`, fetched when it first shows (bot check, lib/form-token),
// the time it appeared (a fresh form instance means a fresh start), the honeypot,
// the submission context sent with the fields, server field errors shown under the
// inputs, and whether React has hydrated: a prerendered form's submit button stays
// disabled until then, or a click would submit natively and put the visitor's details
// in the URL. `pageValues` are sent with the fields as they are at submit time.
export function usePublicForm<
  TValues extends PublicFormValues,
  TOutput extends PublicFormValues,
  TPage extends PageValues = NoPageValues,
>(formName: FormName, schema: z.ZodType<TOutput, TValues>, defaultValues: TValues, pageValues?: TPage) {
  const [startedAt] = useState(() => Date.now())
  useEffect(() => prepareFormToken(formName), [formName])
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
    submitWithContext: (send: (payload: PublicFormPayload<TOutput, TPage>) => void) =>
      form.handleSubmit(async ({ website, ...fields }) => {
        const token = await formToken(formName)
        send({ ...fields, ...(pageValues as TPage), ...submissionContext(startedAt, website, token) })
      }),
    // True when at least one message went under an input, so no toast is needed.
    showFieldErrors: (error: unknown) => showFieldErrors(error, form.setError, visibleFields),
  }
}
