import { useId, useRef } from 'react'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { IMAGE_TYPES } from '@/content/admin'
import { ApiError } from '@/lib/api-client'
import { useUploadImage } from '../api/upload-image'

type ImageFieldProps = {
  label: string
  value: string
  onChange: (url: string) => void
  error?: string
  maxMegabytes?: number
}

// An image URL that is usually filled by uploading a file (stored under /uploads/).
export function ImageField({ label, value, onChange, error, maxMegabytes = 10 }: ImageFieldProps) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const upload = useUploadImage()
  const uploadError = upload.error instanceof ApiError ? upload.error.message : upload.error ? 'Upload failed.' : null
  const shownError = error ?? uploadError ?? undefined

  const onFile = (file: File | undefined) => {
    if (!file) return
    upload.reset()
    upload.mutate(file, { onSuccess: ({ url }) => onChange(url) })
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-4">
        {value ? (
          <img src={value} alt="" className="h-24 w-36 rounded-lg border border-slate-200 object-cover" />
        ) : (
          <div className="grid h-24 w-36 place-items-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500">
            No image
          </div>
        )}
        <div className="min-w-56 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : `Upload ${label.toLowerCase()}`}
            </Button>
            {value ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                Remove
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            aria-label={`${label} file`}
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              onFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <input
            id={id}
            type="text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="/uploads/... or https://..."
            aria-invalid={Boolean(shownError)}
            className={formControlStyles(Boolean(shownError), 'text-sm')}
          />
          <p className="text-xs text-slate-600">PNG, JPEG, WebP or GIF, up to {maxMegabytes} MB and 40 megapixels.</p>
          {shownError ? <p className="text-sm font-medium text-red-700">{shownError}</p> : null}
        </div>
      </div>
    </div>
  )
}
