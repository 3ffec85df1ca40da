import type { HealthWarning } from '../types'

export function HealthWarnings({ warnings }: { warnings: HealthWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <ul aria-label="Warnings" className="space-y-2">
      {warnings.map((warning) => (
        <li key={warning.code} role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {warning.message}
        </li>
      ))}
    </ul>
  )
}
