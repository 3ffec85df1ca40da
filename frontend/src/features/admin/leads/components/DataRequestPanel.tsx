import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { dataRequestCopy as copy } from '@/content/admin-leads'
import { Alert } from '../../components/Alert'
import { useErasePersonData } from '../api/erase-person-data'
import { useExportPersonData } from '../api/export-person-data'
import { errorMessage } from '../error-message'

function download(filename: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

// Admin only (UK GDPR requests): export as JSON, or erase after typing the address twice.
export function DataRequestPanel({ initialEmail = '', onErased }: { initialEmail?: string; onErased?: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [confirm, setConfirm] = useState('')
  const [asking, setAsking] = useState(false)
  const exporter = useExportPersonData()
  const eraser = useErasePersonData()

  const onExport = () =>
    exporter.mutate(email.trim(), {
      onSuccess: (data) => {
        download(`data-export-${data.exported_at.slice(0, 10)}.json`, data)
        toast.success(copy.exported)
      },
      onError: (error) => toast.error(errorMessage(error, 'email')),
    })
  const onErase = () =>
    eraser.mutate(
      { email: email.trim(), confirm: confirm.trim() },
      {
        onSuccess: () => {
          toast.success(copy.erased)
          setAsking(false)
          setConfirm('')
          onErased?.()
        },
        onError: (error) => toast.error(errorMessage(error, 'confirm', 'email')),
      },
    )

  return (
    <section aria-labelledby="data-requests" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="data-requests" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="text-sm text-slate-700">{copy.intro}</p>
      <label className="flex max-w-md flex-col gap-1 text-sm font-medium text-slate-800">
        {copy.emailLabel}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} className={formControlStyles(false, 'text-sm')} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={!email.trim() || exporter.isPending} onClick={onExport}>
          {copy.exportButton}
        </Button>
        {!asking ? (
          <Button size="sm" variant="outline" className="text-red-700" disabled={!email.trim()} onClick={() => setAsking(true)}>
            {copy.eraseButton}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <div className="max-w-md space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-red-900">
            {copy.confirmLabel}
            <input type="email" value={confirm} onChange={(e) => setConfirm(e.target.value)} className={formControlStyles(false, 'text-sm')} />
          </label>
          <div className="flex gap-2">
            <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={eraser.isPending || !confirm.trim()} onClick={onErase}>
              {copy.confirmErase}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {eraser.data ? (
        <Alert tone="success">
          Erased:{' '}
          {Object.entries(eraser.data.erased)
            .filter(([, count]) => count > 0)
            .map(([what, count]) => `${count} ${what.replaceAll('_', ' ')}`)
            .join(', ') || 'nothing was held'}
        </Alert>
      ) : null}
    </section>
  )
}
