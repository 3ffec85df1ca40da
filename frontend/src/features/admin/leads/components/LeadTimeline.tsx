import { formatDateTime } from '@/features/admin/lib/dates'
import type { TimelineEntry } from '../types'

// Oldest first, as it happened: what changed, from → to, by whom and when. Every value is
// React text (escaped): notes and reasons are sales' words, submissions the visitor's.
export function LeadTimeline({ entries, empty }: { entries: TimelineEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ol aria-label="Timeline" className="space-y-2 border-l-2 border-slate-200 pl-4">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${entry.type}-${index}`} className="text-sm">
          <p className="font-medium text-slate-900">{entry.title}</p>
          {entry.text ? <p className="whitespace-pre-wrap break-words text-slate-700">{entry.text}</p> : null}
          <p className="text-xs text-slate-600">
            {formatDateTime(entry.at)}
            {entry.actor ? ` · by ${entry.actor}` : ''}
          </p>
        </li>
      ))}
    </ol>
  )
}
