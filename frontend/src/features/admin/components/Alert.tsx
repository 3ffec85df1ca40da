import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type AlertProps = {
  tone: 'error' | 'success' | 'info'
  children: ReactNode
  className?: string
}

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-amber-200 bg-amber-50 text-amber-900',
} as const

// Errors use role="alert" so screen readers announce them (spec 8: "a red alert").
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm font-medium', tones[tone], className)}
    >
      {children}
    </div>
  )
}
