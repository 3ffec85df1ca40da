import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { adminLoginCopy } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/use-page-meta'
import { useCheckResetToken } from '../api/check-reset-token'
import { Alert } from '../components/Alert'
import { AuthCard } from '../components/AuthCard'
import { LoadingScreen } from '../components/LoadingScreen'
import { ResetPasswordForm } from './ResetPasswordForm'

// Opened from the reset email: /admin/reset-password?token=...
export function ResetPasswordPage() {
  usePageMeta({ title: pageTitle('Set a New Password') })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const check = useCheckResetToken(token)
  const [done, setDone] = useState<string | null>(null)

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

  return (
    <AuthCard title="Set a New Password">
      <p className="mb-5 text-sm text-slate-700">For {check.data?.email}</p>
      <ResetPasswordForm token={token} claim={Boolean(check.data?.claim)} onDone={setDone} />
      <p className="mt-6 text-center text-sm">{backToLogin}</p>
    </AuthCard>
  )
}
