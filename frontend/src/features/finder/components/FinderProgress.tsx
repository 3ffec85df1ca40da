import { cn } from '@/lib/cn'
import type { FinderStage } from '../api/get-finder-result'
import { currentStepIndex, finderSteps } from '../finder-stages'

type FinderProgressProps = {
  stage: FinderStage | null | undefined
}

// Real progress: the current step is the stage the worker last recorded on the
// submission, read from the status endpoint.
export function FinderProgress({ stage }: FinderProgressProps) {
  const current = currentStepIndex(stage)
  const currentLabel = finderSteps[current]?.label ?? ''

  return (
    <section
      aria-labelledby="finder-progress-heading"
      className="rounded-xl border border-accent-200 bg-accent-50 p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 shrink-0 animate-spin rounded-full border-2 border-accent-300 border-t-accent-700"
        />
        <h2 id="finder-progress-heading" className="text-lg font-semibold text-slate-900">
          Analysing Your Business Needs...
        </h2>
      </div>
      <p className="mt-2 text-slate-700">This usually takes 20-30 seconds.</p>
      <ol aria-label="Progress" className="mt-4 space-y-2">
        {finderSteps.map((step, index) => (
          <li
            key={step.label}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              index < current && 'text-slate-600',
              index === current && 'font-semibold text-accent-800',
              index > current && 'text-slate-500',
            )}
          >
            <span aria-hidden="true" className="w-4 text-center">
              {index < current ? '✓' : index === current ? '›' : '·'}
            </span>
            {step.label}
            {index < current ? <span className="sr-only"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {currentLabel}
      </p>
    </section>
  )
}
