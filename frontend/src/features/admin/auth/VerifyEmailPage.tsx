import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { adminLoginCopy } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { useVerifyEmail } from '../api/verify-email'
import { Alert } from '../components/Alert'
import { AuthCard } from '../components/AuthCard'
import { LoadingScreen } from '../components/LoadingScreen'

// Opened from the sign-up email: /admin/verify-email?token=...
export function VerifyEmailPage() {
  usePageMeta({ title: pageTitle('Confirm Email') })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const sent = useRef(false)

  useEffect(() => {
    // Once only, even under StrictMode's double effects.
    if (!token || sent.current) return
    sent.current = true
    verify.mutate(token)
  }, [token, verify])

  let content
  if (!token) content = <Alert tone="error">This link is missing its token.</Alert>
  else if (verify.isSuccess) content = <Alert tone="success">{verify.data.message}</Alert>
  else if (verify.isError) content = <Alert tone="error">{verify.error.message}</Alert>
  else return <LoadingScreen />

  return (
    <AuthCard title="Confirm Email">
      {content}
      <p className="mt-6 text-center text-sm">
        <Link to="/admin/login" className="font-medium text-accent-700 hover:underline">
          {adminLoginCopy.backToLogin}
        </Link>
      </p>
    </AuthCard>
  )
}
