import type { ReactNode } from 'react'
import type { AdminArea } from '@/content/admin'
import { useSession } from '../api/get-session'
import { Alert } from './Alert'

// AdminLayout has already sent visitors without any role to /admin/login; this covers a
// role that reaches some areas but not this one (e.g. sales on the blog screens).
export function RequireArea({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { data } = useSession()
  if (!data?.user?.areas.includes(area)) {
    return <Alert tone="info">Your account does not have access to this area.</Alert>
  }
  return <>{children}</>
}
