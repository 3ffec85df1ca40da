import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { useSetCallOutcome } from '../api/set-call-outcome'
import { errorMessage } from '../error-message'
import type { CallOutcome, LeadCall } from '../types'

const OUTCOMES: [CallOutcome, string][] = [
  ['attended', 'Attended'],
  ['no_show', 'No-show'],
]

// How a call that has started went; pressing the marked one again clears it.
export function CallOutcomeButtons({ call }: { call: LeadCall }) {
  const save = useSetCallOutcome()
  const mark = (outcome: CallOutcome | null) =>
    save.mutate(
      { callId: call.id, outcome },
      {
        onSuccess: () => toast.success(outcome ? `Call marked ${outcome === 'attended' ? 'attended' : 'no-show'}.` : 'Outcome cleared.'),
        onError: (error) => toast.error(errorMessage(error, 'outcome')),
      },
    )
  return (
    <span role="group" aria-label={`How the call with ${call.name} went`} className="inline-flex flex-wrap items-center gap-2">
      {OUTCOMES.map(([outcome, label]) => (
        <Button
          key={outcome}
          size="sm"
          variant={call.outcome === outcome ? 'primary' : 'outline'}
          aria-pressed={call.outcome === outcome}
          disabled={save.isPending}
          onClick={() => mark(call.outcome === outcome ? null : outcome)}
        >
          {label}
        </Button>
      ))}
    </span>
  )
}
