import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Navigate, useNavigate } from 'react-router'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { adminLoginCopy as copy, MIN_PASSWORD_LENGTH } from '@/content/admin'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { useSession } from './api/get-session'
import { useRequestPasswordReset } from './api/request-password-reset'
import { useSignIn } from './api/sign-in'
import { useSignOut } from './api/sign-out'
import { useSignUp } from './api/sign-up'
import { Alert } from './components/Alert'
import { AuthCard } from './components/AuthCard'
import { applyServerErrors } from './components/form-errors'
import { LoadingScreen } from './components/LoadingScreen'

type Mode = 'login' | 'signup' | 'reset'

const email = z.string().trim().min(1, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address'))
const password = z.string().min(1, 'Password is required')

// One schema per mode (spec 5: email and password required; first name too in signup).
const schemas = {
  login: z.object({ email, password, first_name: z.string() }),
  signup: z.object({
    email,
    password: password.min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    first_name: z.string().trim().min(1, 'First name is required'),
  }),
  reset: z.object({ email, password: z.string(), first_name: z.string() }),
} as const

type Values = { email: string; password: string; first_name: string }
const FIELDS = ['email', 'password', 'first_name'] as const
const empty: Values = { email: '', password: '', first_name: '' }

export function AdminLoginPage() {
  const [mode, setMode] = useState<Mode>('login')
  usePageMeta({ title: pageTitle(copy[mode].title) })
  const session = useSession()
  const signOut = useSignOut()
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)

  if (session.isPending) return <LoadingScreen />
  const user = session.data?.user
  // A signed-in admin is sent to /admin (spec 2.15).
  if (user && user.areas.length > 0) return <Navigate to="/admin" replace />

  const switchMode = (next: Mode) => {
    setMode(next)
    setError(null)
    setSuccess(null)
  }

  return (
    <AuthCard title={copy[mode].title}>
      {user ? (
        <Alert tone="info" className="mb-5">
          <p>{copy.noAccess}</p>
          <p className="mt-1 font-normal">Signed in as {user.email}.</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => signOut.mutate()}>
            Sign out
          </button>
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mb-5">
          {error}
        </Alert>
      ) : null}
      {success ? (
        <Alert tone="success" className="mb-5">
          {success}
        </Alert>
      ) : null}
      {/* Keyed by mode: each mode gets a fresh form with its own validation rules. */}
      <ModeForm key={mode} mode={mode} onError={setError} onSuccess={setSuccess} />
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        {mode === 'login' ? (
          <>
            <ModeLink onClick={() => switchMode('reset')}>{copy.forgotLink}</ModeLink>
            <ModeLink onClick={() => switchMode('signup')}>{copy.signupLink}</ModeLink>
          </>
        ) : (
          <ModeLink onClick={() => switchMode('login')}>{copy.backToLogin}</ModeLink>
        )}
      </div>
    </AuthCard>
  )
}

type ModeFormProps = {
  mode: Mode
  onError: (message: string | null) => void
  onSuccess: (message: string | null) => void
}

function ModeForm({ mode, onError, onSuccess }: ModeFormProps) {
  const navigate = useNavigate()
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: zodResolver(schemas[mode]),
    defaultValues: empty,
  })
  const signIn = useSignIn()
  const signUp = useSignUp()
  const requestReset = useRequestPasswordReset()
  const busy = signIn.isPending || signUp.isPending || requestReset.isPending
  const onFailure = (cause: unknown) => onError(applyServerErrors(cause, setError, FIELDS))
  const succeeded = (message: string) => {
    onSuccess(message)
    reset(empty)
  }

  const onSubmit = handleSubmit((values) => {
    onError(null)
    onSuccess(null)
    if (mode === 'login') {
      signIn.mutate(
        { email: values.email, password: values.password },
        {
          onSuccess: (data) => {
            if (data.user && data.user.areas.length > 0) navigate('/admin', { replace: true })
          },
          onError: onFailure,
        },
      )
    } else if (mode === 'signup') {
      signUp.mutate(values, { onSuccess: () => succeeded(copy.signup.success), onError: onFailure })
    } else {
      requestReset.mutate(
        { email: values.email },
        { onSuccess: () => succeeded(copy.reset.success), onError: onFailure },
      )
    }
  })

  const errors = formState.errors
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
      {mode === 'signup' ? (
        <FormField label="First Name" error={errors.first_name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('first_name')}
              type="text"
              autoComplete="given-name"
              maxLength={100}
              className={formControlStyles(Boolean(errors.first_name))}
            />
          )}
        </FormField>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            className={formControlStyles(Boolean(errors.email))}
          />
        )}
      </FormField>
      {mode !== 'reset' ? (
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={mode === 'signup' ? copy.passwordHint : undefined}
        >
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              maxLength={256}
              className={formControlStyles(Boolean(errors.password))}
            />
          )}
        </FormField>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? copy[mode].busy : copy[mode].submit}
      </Button>
    </form>
  )
}

function ModeLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" onClick={onClick} className="font-medium text-accent-700 hover:text-accent-800 hover:underline">
      {children}
    </button>
  )
}
