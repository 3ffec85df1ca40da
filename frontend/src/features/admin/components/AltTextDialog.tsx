import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { altTextCopy } from './alt-text-copy'

type AltTextDialogProps = {
  imageSrc: string
  // null: not answered yet; '' : decorative.
  initialAlt: string | null
  confirmLabel: string
  onConfirm: (alt: string) => void
  onCancel: () => void
}

// Asks for an inline image's alt text (or the decorative tick) before it goes into the
// post, and when an editor changes it later. It sits inside the editor rather than over
// the page, and its buttons are plain buttons: it lives inside the post's <form>.
export function AltTextDialog({ imageSrc, initialAlt, confirmLabel, onConfirm, onCancel }: AltTextDialogProps) {
  const id = useId()
  const [alt, setAlt] = useState(initialAlt ?? '')
  const [decorative, setDecorative] = useState(initialAlt === '')
  const [error, setError] = useState<string | null>(null)

  const confirm = () => {
    if (!decorative && alt.trim() === '') {
      setError(altTextCopy.missing)
      return
    }
    onConfirm(decorative ? '' : alt.trim())
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault() // not the post form's submit
      confirm()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }

  return (
    <div role="dialog" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-4 border-b border-slate-200 bg-slate-50 p-4" onKeyDown={onKeyDown}>
      <img src={imageSrc} alt="" className="h-20 w-28 rounded border border-slate-200 object-cover" />
      <div className="min-w-56 flex-1 space-y-2">
        <p id={`${id}-title`} className="font-semibold text-slate-900">
          {altTextCopy.dialogTitle}
        </p>
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
          {altTextCopy.label}
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={500}
          readOnly={decorative}
          autoFocus
          onChange={(event) => {
            setAlt(event.target.value)
            setError(null)
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={formControlStyles(Boolean(error), decorative ? 'bg-slate-100 text-slate-500' : '')}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {altTextCopy.hint}
        </p>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked)
              setError(null)
            }}
            className="mt-0.5 size-4 rounded border-slate-300"
          />
          <span>{altTextCopy.decorative}</span>
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button size="sm" onClick={confirm}>
            {confirmLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {altTextCopy.cancel}
          </Button>
        </div>
      </div>
    </div>
  )
}
