import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { adminLoginCopy, MIN_PASSWORD_LENGTH } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/use-page-meta'
import { useCheckResetToken } from '../api/check-reset-token'
import { useResetPassword } from '../api/reset-password'
import { Alert } from '../components/Alert'
import { AuthCard } from '../components/AuthCard'
import { applyServerErrors } from '../components/form-errors'
import { LoadingScreen } from '../components/LoadingScreen'

const schema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: "The passwords don't match.",
  })

type Values = z.infer<typeof schema>

// Opened from the reset email: /admin/reset-password?token=...
export function ResetPasswordPage() {
  usePageMeta({ title: pageTitle('Set a New Password') })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const check = useCheckResetToken(token)
  const resetPassword = useResetPassword()
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  })

  const backToLogin = (
    <Link to="/admin/login" className="font-medium text-accent-700 hover:underline">
      {adminLoginCopy.backToLogin}
    </Link>
  )

  if (!token) {
    return (
      <AuthCard title="Set a New Password">
        <Alert tone="error">This link is missing its token. Request a new password reset email.</Alert>
        <p className="mt-6 text-center text-sm">{backToLogin}</p>
      </AuthCard>
    )
  }
  if (check.isPending && !done) return <LoadingScreen />
  if (done) {
    return (
      <AuthCard title="Set a New Password">
        <Alert tone="success">{done}</Alert>
        <p className="mt-6 text-center text-sm">{backToLogin}</p>
      </AuthCard>
    )
  }
  if (check.isError) {
    const message = check.error instanceof ApiError ? check.error.message : 'This link could not be checked. Try again.'
    return (
      <AuthCard title="Set a New Password">
        <Alert tone="error">{message}</Alert>
        <p className="mt-6 text-center text-sm">{backToLogin}</p>
      </AuthCard>
    )
  }

  const onSubmit = handleSubmit((values) => {
    setError(null)
    resetPassword.mutate(
      { token, password: values.password },
      {
        onSuccess: (data) => setDone(data.message),
        onError: (cause) => setError(applyServerErrors(cause, setFieldError, ['password'])),
      },
    )
  })

  return (
    <AuthCard title="Set a New Password">
      <p className="mb-5 text-sm text-slate-700">For {check.data?.email}</p>
      {error ? (
        <Alert tone="error" className="mb-5">
          {error}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
      <p className="mt-6 text-center text-sm">{backToLogin}</p>
    </AuthCard>
  )
}
