import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/Button'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { formatDateTime } from '@/features/admin/lib/dates'
import { callTime, visitorTime } from '../call-format'
import type { LeadCall } from '../types'
import { useMayChangeCall } from '../use-may-change-call'
import { CallOutcomeButtons } from './CallOutcomeButtons'
import { CancelCallButton } from './CancelCallButton'
import { DetailList } from './DetailList'
import { RescheduleCallForm } from './RescheduleCallForm'

// The person's discovery calls on a lead's page (issue 34): when (UK time, and the
// visitor's own), with whom, where, what they want to talk about, and what sales can do
// now. Every value is React text (escaped): the message and the company are the visitor's.
export function CallPanel({ leadId, calls }: { leadId: string; calls: LeadCall[] }) {
  const mayChange = useMayChangeCall()
  return (
    <ol aria-label="Discovery calls" className="space-y-4">
      {calls.map((call) => (
        <li key={call.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
          <CallDetails call={call} leadId={leadId} />
          {mayChange(call) ? <CallActions call={call} /> : null}
        </li>
      ))}
    </ol>
  )
}

function where(call: LeadCall) {
  if (call.meeting.url) return <ExternalLink href={call.meeting.url}>{call.meeting.url}</ExternalLink>
  return call.meeting.phone ? `Phone call: ${call.meeting.phone}` : 'Phone call'
}

function CallDetails({ call, leadId }: { call: LeadCall; leadId: string }) {
  const theirs = visitorTime(call)
  const state = [call.status_label, call.outcome_label].filter(Boolean).join(' · ')
  return (
    <>
      <p className="font-medium text-slate-900">
        {callTime(call)} <span className="text-sm font-semibold text-slate-700">({state})</span>
      </p>
      {theirs ? <p className="text-sm text-slate-700">Their time: {theirs}</p> : null}
      {call.lead_id !== leadId ? (
        <p className="text-sm text-slate-700">
          Booked on <Link to={`/admin/leads/${call.lead_id}`} className="font-medium text-accent-700 hover:underline">another lead of this person</Link>.
        </p>
      ) : null}
      <DetailList
        items={[
          { label: 'With', value: call.salesperson.name ? `${call.salesperson.name} (${call.salesperson.email ?? 'a removed account'})` : call.salesperson.email },
          { label: 'Where', value: where(call) },
          { label: 'Company', value: call.company },
          { label: 'What they want to talk about', value: call.message },
          { label: 'From the quiz', value: call.plan_label },
          { label: 'History', value: call.history.map((change) => `${change.label} ${formatDateTime(change.at)}`).join(' · ') },
        ]}
      />
    </>
  )
}

function CallActions({ call }: { call: LeadCall }) {
  const [moving, setMoving] = useState(false)
  if (moving) return <RescheduleCallForm call={call} onDone={() => setMoving(false)} />
  return (
    <div className="flex flex-wrap items-center gap-3">
      {call.can_mark_outcome ? <CallOutcomeButtons call={call} /> : null}
      {call.can_reschedule ? (
        <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
          Reschedule
        </Button>
      ) : null}
      {call.can_cancel ? (
        <CancelCallButton call={call} question={`Cancel this call? ${call.name} is emailed.`} />
      ) : null}
    </div>
  )
}
