import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { adminLoginCopy, changePasswordCopy as copy, MIN_PASSWORD_LENGTH } from '@/content/admin'
import { useChangePassword } from '../api/change-password'
import { Alert } from '../components/Alert'
import { applyServerErrors } from '../components/form-errors'
import { ActiveSessions } from './ActiveSessions'
import { DigestSetting } from './DigestSetting'

const schema = z
  .object({
    current_password: z.string().min(1, copy.currentRequired),
    new_password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((values) => values.new_password === values.confirm, { path: ['confirm'], message: copy.mismatch })

type Values = z.infer<typeof schema>
type FieldName = keyof Values

const FIELDS: { name: FieldName; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'current_password', label: copy.current, autoComplete: 'current-password' },
  { name: 'new_password', label: copy.next, autoComplete: 'new-password', hint: adminLoginCopy.passwordHint },
  { name: 'confirm', label: copy.confirm, autoComplete: 'new-password' },
]
const EMPTY: Values = { current_password: '', new_password: '', confirm: '' }

// /admin/account/password: any signed-in staff member changes their own password and sees
// where they are signed in.
// AdminLayout supplies the guard, header and sidebar.
export function ChangePasswordPage() {
  const changePassword = useChangePassword()
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset, setError: setFieldError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  })

  const onSubmit = handleSubmit((values) => {
    setError(null)
    setDone(false)
    changePassword.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          reset(EMPTY) // no password left on screen
          setDone(true)
        },
        onError: (cause) => setError(applyServerErrors(cause, setFieldError, ['current_password', 'new_password'])),
      },
    )
  })

  return (
    <div className="max-w-2xl space-y-5">
      <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
      {done ? <Alert tone="success">{copy.success}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {FIELDS.map((field) => (
          <FormField key={field.name} label={field.label} hint={field.hint} error={formState.errors[field.name]?.message}>
            {(control) => (
              <input
                {...control}
                {...register(field.name)}
                type="password"
                autoComplete={field.autoComplete}
                maxLength={256}
                className={formControlStyles(Boolean(formState.errors[field.name]))}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" className="w-full" disabled={changePassword.isPending}>
          {changePassword.isPending ? copy.busy : copy.submit}
        </Button>
      </form>
      <DigestSetting />
      <ActiveSessions />
    </div>
  )
}
