import type { LeadCall } from '../types'

// A call as the API answers it, for the call components' tests (imported by tests only).
export function aCall(changes: Partial<LeadCall> = {}): LeadCall {
  return {
    id: 'call-1',
    lead_id: 'lead-1',
    title: 'Free discovery call',
    start: '2026-03-10T15:00:00Z',
    end: '2026-03-10T15:30:00Z',
    visitor_timezone: 'America/New_York',
    status: 'confirmed',
    status_label: 'Booked',
    outcome: null,
    outcome_label: null,
    salesperson: { id: 7, email: 'sam@example.co.uk', name: 'Sam' },
    meeting: { kind: 'phone', phone: '+447700900123' },
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    company: 'Shah Accountants',
    phone: '+447700900123',
    message: null,
    finder_run_id: null,
    plan: null,
    plan_label: null,
    created_at: '2026-03-02T10:00:00Z',
    cancelled_at: null,
    history: [{ change: 'confirmed', label: 'Booked', at: '2026-03-02T10:00:00Z' }],
    can_reschedule: true,
    can_cancel: true,
    can_mark_outcome: false,
    ...changes,
  }
}

// What GET /api/auth/session answers for a user signed in as `role` with this id.
export function sessionOf(id: number, role: 'admin' | 'sales') {
  return { user: { id, email: 'x@example.co.uk', first_name: null, role, email_verified: true, areas: ['leads'] } }
}
