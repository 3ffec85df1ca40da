import type { PlanKey } from '@/content/plans'
import type { PlanWeights, QuizQuestion } from '@/content/quiz'

// A question id plus the chosen option value (spec 3, "Quiz answer").
export type QuizAnswer = {
  questionId: string
  value: string
}

// Spec 4: on equal totals Clarity wins, then Freedom, then Growth.
export const tieBreakOrder = ['clarity', 'freedom', 'growth'] as const satisfies readonly PlanKey[]

export function totalWeights(questions: readonly QuizQuestion[], answers: readonly QuizAnswer[]): PlanWeights {
  const totals: PlanWeights = { clarity: 0, growth: 0, freedom: 0 }
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.questionId)
    const option = question?.options.find((o) => o.value === answer.value)
    if (!option) continue // an answer to a question that no longer exists counts for nothing
    totals.clarity += option.weights.clarity
    totals.growth += option.weights.growth
    totals.freedom += option.weights.freedom
  }
  return totals
}

export function pickPlan(totals: PlanWeights): PlanKey {
  // Walking the tie-break order and only replacing on a strictly higher total
  // means the earlier plan keeps any tie.
  let best: PlanKey = tieBreakOrder[0]
  for (const key of tieBreakOrder) {
    if (totals[key] > totals[best]) best = key
  }
  return best
}

export function recommendPlan(questions: readonly QuizQuestion[], answers: readonly QuizAnswer[]): PlanKey {
  return pickPlan(totalWeights(questions, answers))
}
