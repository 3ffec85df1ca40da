import { useSession } from '../api/get-session'
import type { LeadCall } from './types'

// Who may change a call (the server decides: web/api/admin/bookings.py): admins every
// call, sales the calls booked with them. Others see it without its buttons.
export function useMayChangeCall(): (call: LeadCall) => boolean {
  const user = useSession().data?.user
  return (call) => user?.role === 'admin' || (user?.role === 'sales' && user.id === call.salesperson.id)
}
