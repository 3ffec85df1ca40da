import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'

type TextFieldProps = {
  label: string
  hint?: string
  error?: string
  registration: UseFormRegisterReturn
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'aria-invalid' | 'aria-describedby'>

// A labelled single-line input of a react-hook-form form, with its hint and error tied to it.
export function TextField({ label, hint, error, registration, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          {...input}
          className={formControlStyles(Boolean(error))}
        />
      )}
    </FormField>
  )
}

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>

// The email input every public form asks for.
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />
}
