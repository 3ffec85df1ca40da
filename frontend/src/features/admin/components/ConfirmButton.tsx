import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'

type ConfirmButtonProps = {
  label: string
  question: ReactNode
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  size?: 'sm' | 'md'
}

// Destructive actions ask first, inline, so the question sits next to what it is about.
export function ConfirmButton({ label, question, confirmLabel, busy, onConfirm, size = 'sm' }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <Button variant="outline" size={size} className="text-red-700" onClick={() => setAsking(true)}>
        {label}
      </Button>
    )
  }
  return (
    <span role="group" aria-label={label} className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-800">{question}</span>
      <Button size={size} className="bg-red-700 hover:bg-red-800" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="ghost" size={size} onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  )
}
