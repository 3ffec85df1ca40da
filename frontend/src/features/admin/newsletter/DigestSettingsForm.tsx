import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { Alert } from '../components/Alert'
import { useDigestSettings, useSaveDigestSettings } from './api/digest'
import { weekdays } from './labels'
import type { DigestSettings } from './types'

// The weekly digest of the week's new blog posts (off by default): a week with no new post
// sends nothing.
export function DigestSettingsForm() {
  const settings = useDigestSettings()
  if (settings.isPending) return <p role="status">Loading...</p>
  if (settings.isError) return <Alert tone="error">{settings.error.message}</Alert>
  return <DigestForm initial={settings.data.digest} />
}

function DigestForm({ initial }: { initial: DigestSettings }) {
  const [value, setValue] = useState(initial)
  const save = useSaveDigestSettings()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { enabled: value.enabled, weekday: value.weekday, hour: value.hour },
      { onSuccess: () => toast.success('Digest settings saved') },
    )
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Sends the week's new blog posts to the newsletter's confirmed subscribers. A week with no new post sends
        nothing.
      </p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => setValue({ ...value, enabled: event.target.checked })}
        />
        Send a weekly digest
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="text-sm font-medium text-slate-800">
          Day
          <select
            className={formControlStyles(false, 'mt-1')}
            value={value.weekday}
            onChange={(event) => setValue({ ...value, weekday: Number(event.target.value) })}
          >
            {weekdays.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Hour
          <select
            className={formControlStyles(false, 'mt-1')}
            value={value.hour}
            onChange={(event) => setValue({ ...value, hour: Number(event.target.value) })}
          >
            {Array.from({ length: 24 }, (_, hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, '0')}:00
              </option>
            ))}
          </select>
        </label>
      </div>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save digest settings
      </Button>
    </form>
  )
}
