import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { adminLoginCopy, MIN_PASSWORD_LENGTH } from '@/content/admin'
import { useResetPassword } from '../api/reset-password'
import { Alert } from '../components/Alert'
import { applyServerErrors } from '../components/form-errors'

const passwords = {
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
  confirm: z.string(),
}
const passwordsMatch = (values: { password: string; confirm: string }) => values.password === values.confirm
const mismatch = { path: ['confirm'], message: "The passwords don't match." }

// A claim (the link sets the first password of an address nobody confirmed yet) also asks
// for a first name: the one the first sign-up typed may have been someone else's.
const schemas = {
  reset: z.object({ ...passwords, first_name: z.string() }).refine(passwordsMatch, mismatch),
  claim: z
    .object({ ...passwords, first_name: z.string().trim().min(1, 'First name is required') })
    .refine(passwordsMatch, mismatch),
}

type Values = { password: string; confirm: string; first_name: string }

export function ResetPasswordForm({ token, claim, onDone }: { token: string; claim: boolean; onDone: (message: string) => void }) {
  const resetPassword = useResetPassword()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<Values>({
    resolver: zodResolver(claim ? schemas.claim : schemas.reset),
    defaultValues: { password: '', confirm: '', first_name: '' },
  })

  const onSubmit = handleSubmit((values) => {
    setError(null)
    const name = claim ? { first_name: values.first_name.trim() } : {}
    resetPassword.mutate(
      { token, password: values.password, ...name },
      {
        onSuccess: (data) => onDone(data.message),
        onError: (cause) => setError(applyServerErrors(cause, setFieldError, ['password', 'first_name'])),
      },
    )
  })

  return (
    <>
      {error ? (
        <Alert tone="error" className="mb-5">
          {error}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {claim ? (
          <FormField label="First Name" error={formState.errors.first_name?.message}>
            {(control) => (
              <input
                {...control}
                {...register('first_name')}
                type="text"
                autoComplete="given-name"
                maxLength={100}
                className={formControlStyles(Boolean(formState.errors.first_name))}
              />
            )}
          </FormField>
        ) : null}
        <FormField label="New Password" error={formState.errors.password?.message} hint={adminLoginCopy.passwordHint}>
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              maxLength={256}
              className={formControlStyles(Boolean(formState.errors.password))}
            />
          )}
        </FormField>
        <FormField label="Confirm New Password" error={formState.errors.confirm?.message}>
          {(control) => (
            <input
              {...control}
              {...register('confirm')}
              type="password"
              autoComplete="new-password"
              maxLength={256}
              className={formControlStyles(Boolean(formState.errors.confirm))}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </>
  )
}
