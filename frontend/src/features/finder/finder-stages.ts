import type { FinderStage } from './api/get-finder-result'

export type FinderStep = {
  // null: before the worker picks the run up (sending the form, then queued).
  stage: Exclude<FinderStage, 'done'> | null
  label: string
}

// What the progress panel says for each stage recorded on the submission by the
// job (pipeline/finder.py), in the order they run.
export const finderSteps: readonly FinderStep[] = [
  { stage: null, label: 'Getting started' },
  { stage: 'generate', label: 'Matching tools to your goals' },
  { stage: 'render', label: 'Writing your PDF report' },
  { stage: 'check', label: 'Checking browser, email and PDF agree' },
  { stage: 'deliver', label: 'Sending your email' },
]

export function currentStepIndex(stage: FinderStage | null | undefined): number {
  if (stage === 'done') return finderSteps.length - 1
  const index = finderSteps.findIndex((step) => step.stage === (stage ?? null))
  return Math.max(index, 0)
}
