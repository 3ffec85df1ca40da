import { describe, expect, it } from 'vitest'
import type { QuizQuestion } from '@/content/quiz'
import { initialQuizState, quizReducer, type QuizAction, type QuizState } from './quiz-state'

const weights = { clarity: 1, growth: 1, freedom: 1 }
const questions: QuizQuestion[] = ['q1', 'q2', 'q3'].map((id) => ({
  id,
  question: `Question ${id}?`,
  options: [
    { value: 'a', label: 'A', weights },
    { value: 'b', label: 'B', weights },
  ],
}))
const reduce = quizReducer(questions)
const run = (actions: QuizAction[], from: QuizState = initialQuizState) => actions.reduce(reduce, from)
const pick = (value: string): QuizAction[] => [
  { type: 'select', value },
  { type: 'next' },
]

describe('quizReducer', () => {
  it('Next stores the answer and clears the selection for the next question', () => {
    const state = run([{ type: 'start' }, ...pick('a')])
    expect(state).toEqual({
      phase: 'question',
      index: 1,
      answers: [{ questionId: 'q1', value: 'a' }],
      selection: null,
    })
  })

  it('Next does nothing until an option is chosen', () => {
    const started = run([{ type: 'start' }])
    expect(reduce(started, { type: 'next' })).toBe(started)
  })

  it('Previous shows the earlier answer; Next replaces it and leaves the next question unchosen', () => {
    const answeredTwo = run([{ type: 'start' }, ...pick('a'), ...pick('b')])
    const back = run([{ type: 'previous' }, { type: 'previous' }], answeredTwo)
    expect(back).toMatchObject({ index: 0, selection: 'a' })

    // q2 was answered 'b' before, but after Next it starts with nothing chosen.
    const replaced = run(pick('b'), back)
    expect(replaced).toMatchObject({ index: 1, selection: null })
    expect(replaced.answers).toEqual([
      { questionId: 'q2', value: 'b' },
      { questionId: 'q1', value: 'b' },
    ])
    // Its stored answer is still kept, and shows again if the visitor comes back to it.
    expect(run([...pick('a'), { type: 'previous' }], replaced)).toMatchObject({ index: 1, selection: 'a' })
  })

  it('Previous does nothing on the first question', () => {
    const started = run([{ type: 'start' }, { type: 'select', value: 'a' }])
    expect(reduce(started, { type: 'previous' })).toBe(started)
  })

  it('after the last question shows the result, and Restart goes back to the intro', () => {
    const done = run([{ type: 'start' }, ...pick('a'), ...pick('a'), ...pick('b')])
    expect(done.phase).toBe('result')
    expect(done.selection).toBeNull()
    expect(done.answers.map((a) => a.questionId)).toEqual(['q1', 'q2', 'q3'])
    expect(reduce(done, { type: 'restart' })).toEqual(initialQuizState)
  })
})
