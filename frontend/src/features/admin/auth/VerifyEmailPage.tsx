import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { adminLoginCopy, verifyEmailCopy as copy } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { useVerifyEmail } from '../api/verify-email'
import { Alert } from '../components/Alert'
import { AuthCard } from '../components/AuthCard'
import { applyServerErrors } from '../components/form-errors'

const schema = z.object({ password: z.string().min(1, copy.passwordRequired) })
type Values = z.infer<typeof schema>

// Opened from the sign-up email: /admin/verify-email?token=... The link and the account's
// password together confirm the address (so a colleague who opens the email of an account
// someone else made with their address can't confirm it for them).
export function VerifyEmailPage() {
  usePageMeta({ title: pageTitle(copy.title) })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const { register, handleSubmit, formState, setError: setFieldError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  })
  const [serverError, setServerError] = useState<string | null>(null)

  const onSubmit = handleSubmit((values) => {
    setServerError(null)
    verify.mutate(
      { token, password: values.password },
      {
        onSuccess: () => reset({ password: '' }), // no password left on screen
        onError: (cause) => setServerError(applyServerErrors(cause, setFieldError, ['password'])),
      },
    )
  })

  let content
  if (!token) content = <Alert tone="error">{copy.missingToken}</Alert>
  else if (verify.isSuccess) content = <Alert tone="success">{verify.data.message}</Alert>
  else
    content = (
      <>
        <p className="mb-5 text-sm text-slate-700">{copy.intro}</p>
        {serverError ? (
          <Alert tone="error" className="mb-5">
            {serverError}
          </Alert>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField label={copy.password} error={formState.errors.password?.message}>
            {(control) => (
              <input
                {...control}
                {...register('password')}
                type="password"
                autoComplete="current-password"
                maxLength={256}
                className={formControlStyles(Boolean(formState.errors.password))}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={verify.isPending}>
            {verify.isPending ? copy.busy : copy.submit}
          </Button>
        </form>
      </>
    )

  return (
    <AuthCard title={copy.title}>
      {content}
      <p className="mt-6 text-center text-sm">
        <Link to="/admin/login" className="font-medium text-accent-700 hover:underline">
          {adminLoginCopy.backToLogin}
        </Link>
      </p>
    </AuthCard>
  )
}
