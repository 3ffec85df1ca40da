import { describe, expect, it } from 'vitest'
import { planKeys, type PlanKey } from '@/content/plans'
import { quizQuestions, type PlanWeights, type QuizQuestion } from '@/content/quiz'
import { pickPlan, recommendPlan, totalWeights, type QuizAnswer } from './scoring'

// Two questions whose options hand out exact totals, so each tie can be built on purpose.
function question(id: string, weights: PlanWeights[]): QuizQuestion {
  return { id, question: id, options: weights.map((w, i) => ({ value: `o${i}`, label: `o${i}`, weights: w })) }
}

const fixture = [
  question('q1', [
    { clarity: 3, growth: 3, freedom: 3 },
    { clarity: 3, growth: 3, freedom: 1 },
    { clarity: 3, growth: 0, freedom: 3 },
    { clarity: 1, growth: 3, freedom: 3 },
    { clarity: 0, growth: 3, freedom: 1 },
  ]),
  question('q2', [
    { clarity: 0, growth: 0, freedom: 0 },
    { clarity: 2, growth: 1, freedom: 0 },
  ]),
]

const pick = (...values: string[]): QuizAnswer[] => values.map((value, i) => ({ questionId: `q${i + 1}`, value }))

describe('totalWeights', () => {
  it('adds the three weights of every chosen option', () => {
    expect(totalWeights(fixture, pick('o1', 'o1'))).toEqual({ clarity: 5, growth: 4, freedom: 1 })
  })

  it('starts at zero and ignores answers to unknown questions or options', () => {
    expect(totalWeights(fixture, [])).toEqual({ clarity: 0, growth: 0, freedom: 0 })
    expect(
      totalWeights(fixture, [
        { questionId: 'gone', value: 'o0' },
        { questionId: 'q1', value: 'nope' },
      ]),
    ).toEqual({ clarity: 0, growth: 0, freedom: 0 })
  })
})

describe('pickPlan: highest total wins', () => {
  it.each<[PlanWeights, PlanKey]>([
    [{ clarity: 9, growth: 4, freedom: 2 }, 'clarity'],
    [{ clarity: 4, growth: 9, freedom: 2 }, 'growth'],
    [{ clarity: 2, growth: 4, freedom: 9 }, 'freedom'],
    [{ clarity: 5, growth: 7, freedom: 6 }, 'growth'],
    [{ clarity: 0, growth: 1, freedom: 0 }, 'growth'],
  ])('%o → %s', (totals, expected) => {
    expect(pickPlan(totals)).toBe(expected)
  })
})

describe('pickPlan: ties resolve clarity, then freedom, then growth', () => {
  it.each<[string, PlanWeights, PlanKey]>([
    ['all three equal', { clarity: 6, growth: 6, freedom: 6 }, 'clarity'],
    ['all three zero', { clarity: 0, growth: 0, freedom: 0 }, 'clarity'],
    ['clarity = growth > freedom', { clarity: 6, growth: 6, freedom: 2 }, 'clarity'],
    ['clarity = freedom > growth', { clarity: 6, growth: 2, freedom: 6 }, 'clarity'],
    ['growth = freedom > clarity', { clarity: 2, growth: 6, freedom: 6 }, 'freedom'],
  ])('%s', (_case, totals, expected) => {
    expect(pickPlan(totals)).toBe(expected)
  })

  it('a tie for second place does not matter', () => {
    expect(pickPlan({ clarity: 3, growth: 8, freedom: 3 })).toBe('growth')
  })
})

describe('recommendPlan: ties reached through answers', () => {
  it.each<[string, string[], PlanKey]>([
    ['all three equal', ['o0', 'o0'], 'clarity'],
    ['clarity = growth > freedom', ['o1', 'o0'], 'clarity'],
    ['clarity = freedom > growth', ['o2', 'o0'], 'clarity'],
    ['growth = freedom > clarity', ['o3', 'o0'], 'freedom'],
    ['clear clarity win', ['o1', 'o1'], 'clarity'],
    ['clear growth win', ['o4', 'o0'], 'growth'],
  ])('%s', (_case, values, expected) => {
    expect(recommendPlan(fixture, pick(...values))).toBe(expected)
  })
})

describe('the real quiz', () => {
  it('has five questions, each option weighted 0-3 for every plan', () => {
    expect(quizQuestions).toHaveLength(5)
    for (const q of quizQuestions) {
      expect(q.options.length).toBeGreaterThanOrEqual(2)
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length)
      for (const option of q.options) {
        for (const key of planKeys) {
          expect(Number.isInteger(option.weights[key])).toBe(true)
          expect(option.weights[key]).toBeGreaterThanOrEqual(0)
          expect(option.weights[key]).toBeLessThanOrEqual(3)
        }
      }
    }
  })

  function answersFor(optionIndex: number): QuizAnswer[] {
    return quizQuestions.map((q) => ({ questionId: q.id, value: q.options[optionIndex]!.value }))
  }

  it.each<[number, PlanKey]>([
    [0, 'clarity'],
    [1, 'growth'],
    [2, 'freedom'],
  ])('choosing option %i every time recommends %s', (index, expected) => {
    expect(recommendPlan(quizQuestions, answersFor(index))).toBe(expected)
  })

  it('can reach every plan, and every combination of answers gives a plan', () => {
    const reached = new Set<PlanKey>()
    function walk(depth: number, answers: QuizAnswer[]) {
      const q = quizQuestions[depth]
      if (!q) {
        reached.add(recommendPlan(quizQuestions, answers))
        return
      }
      for (const option of q.options) walk(depth + 1, [...answers, { questionId: q.id, value: option.value }])
    }
    walk(0, [])
    expect([...reached].sort()).toEqual([...planKeys].sort())
  })
})
