import { Link } from 'react-router'
import { callSummary } from '../call-format'
import type { LeadCall } from '../types'
import { useMayChangeCall } from '../use-may-change-call'
import { CallOutcomeButtons } from './CallOutcomeButtons'
import { CancelCallButton } from './CancelCallButton'

// A board card's call (issue 34): the person's next one, else their last. A call waiting for
// its outcome can be marked from the card, one still to come cancelled; moving it is on the
// lead's page, where its free times are.
export function BoardCallLine({ call, leadId }: { call: LeadCall; leadId: string }) {
  const mayChange = useMayChangeCall()(call)
  const waiting = call.can_mark_outcome && call.outcome === null
  return (
    <div className="space-y-1 rounded border border-accent-200 bg-accent-50 p-2 text-xs text-slate-800">
      <p>
        <span className="font-semibold">Call: </span>
        {callSummary(call)}
      </p>
      {mayChange && waiting ? <CallOutcomeButtons call={call} /> : null}
      {mayChange && call.can_cancel ? (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/leads/${leadId}#calls`} className="font-medium text-accent-700 hover:underline">
            Reschedule
          </Link>
          <CancelCallButton call={call} question="Cancel it? They are emailed." />
        </div>
      ) : null}
    </div>
  )
}
