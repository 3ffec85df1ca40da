import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { altTextCopy } from '../components/alt-text-copy'

type ImageAltFieldsProps = {
  label: string
  altField: UseFormRegisterReturn
  decorativeField: UseFormRegisterReturn
  decorative: boolean
  error?: string
}

// Alt text for an image held in a form field, with the tick that marks it decorative on
// purpose. The text box goes read-only (not disabled: a disabled field would drop out of
// the form's values) while the tick is on.
export function ImageAltFields({ label, altField, decorativeField, decorative, error }: ImageAltFieldsProps) {
  const id = useId()
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...altField}
        id={`${id}-alt`}
        type="text"
        maxLength={500}
        readOnly={decorative}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={formControlStyles(Boolean(error), decorative ? 'bg-slate-100 text-slate-500' : '')}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {altTextCopy.hint}
      </p>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input {...decorativeField} type="checkbox" className="mt-0.5 size-4 rounded border-slate-300" />
        <span>{altTextCopy.decorative}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
