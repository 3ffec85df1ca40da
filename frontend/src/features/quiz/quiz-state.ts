import type { QuizQuestion } from '@/content/quiz'
import type { QuizAnswer } from './scoring'

// Spec 4: intro → question 1..5 → result; Restart goes back to the intro.
export type QuizState = {
  phase: 'intro' | 'question' | 'result'
  index: number
  answers: readonly QuizAnswer[]
  selection: string | null
}

export type QuizAction =
  | { type: 'start' }
  | { type: 'select'; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'restart' }

export const initialQuizState: QuizState = { phase: 'intro', index: 0, answers: [], selection: null }

function storedAnswer(answers: readonly QuizAnswer[], question: QuizQuestion | undefined): string | null {
  return answers.find((a) => a.questionId === question?.id)?.value ?? null
}

export function quizReducer(questions: readonly QuizQuestion[]) {
  return function reduce(state: QuizState, action: QuizAction): QuizState {
    switch (action.type) {
      case 'start':
        return { ...initialQuizState, phase: 'question' }
      case 'select':
        return state.phase === 'question' ? { ...state, selection: action.value } : state
      case 'next': {
        const question = questions[state.index]
        if (state.phase !== 'question' || !question || state.selection === null) return state
        // Stores the answer, or replaces it when the visitor came back to change it.
        const answers = [
          ...state.answers.filter((a) => a.questionId !== question.id),
          { questionId: question.id, value: state.selection },
        ]
        // Spec 4: Next clears the selection, so the next question starts with nothing chosen
        // (and Next disabled) even if it was answered before the visitor went back.
        const last = state.index === questions.length - 1
        return last
          ? { ...state, phase: 'result', answers, selection: null }
          : { ...state, index: state.index + 1, answers, selection: null }
      }
      case 'previous': {
        if (state.phase !== 'question' || state.index === 0) return state
        const index = state.index - 1
        // Going back shows the earlier answer, ready to keep or replace.
        return { ...state, index, selection: storedAnswer(state.answers, questions[index]) }
      }
      case 'restart':
        return initialQuizState
    }
  }
}
