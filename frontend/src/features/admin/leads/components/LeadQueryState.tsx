import type { ReactNode } from 'react'
import { Alert } from '../../components/Alert'
import { isNotFound } from '../error-message'

// What a lead or person page shows until its query has data: a loading line, or the way
// back and why it failed (the page's own words for "not found").
export function LeadQueryState({
  query,
  back,
  notFound,
}: {
  query: { isPending: boolean; error: Error | null }
  back: ReactNode
  notFound: string
}) {
  if (query.isPending) return <p role="status">Loading...</p>
  return (
    <div className="space-y-4">
      {back}
      <Alert tone="error">{isNotFound(query.error) ? notFound : query.error?.message}</Alert>
    </div>
  )
}
