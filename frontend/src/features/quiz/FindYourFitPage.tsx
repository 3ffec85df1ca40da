import { useEffect, useReducer, useRef } from 'react'
import { NeedsJavaScriptNote } from '@/components/forms/NeedsJavaScriptNote'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { plans } from '@/content/plans'
import { quizCopy, quizQuestions } from '@/content/quiz'
import { pageTitle } from '@/content/site'
import { useFunnel } from '@/lib/analytics/use-funnel'
import { usePageMeta } from '@/lib/use-page-meta'
import { QuizQuestionStep } from './components/QuizQuestionStep'
import { QuizResult } from './components/QuizResult'
import { initialQuizState, quizReducer, type QuizAction } from './quiz-state'
import { recommendPlan } from './scoring'

const reduce = quizReducer(quizQuestions)

export function FindYourFitPage() {
  usePageMeta({
    title: pageTitle('Find Your Fit'),
    description:
      'Answer five quick questions to find the done-for-you AI marketing and automation plan that fits your business.',
    canonicalPath: '/find-your-fit',
  })
  const [state, dispatch] = useReducer(reduce, initialQuizState)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const startRef = useRef<HTMLButtonElement>(null)
  const interacted = useRef(false)
  const funnel = useFunnel('quiz')

  function send(action: QuizAction) {
    interacted.current = true
    // Funnel steps (each once per visit): started, and question n answered when Next takes it.
    if (action.type === 'start') funnel.step('start')
    if (action.type === 'next' && state.phase === 'question' && state.selection !== null) {
      funnel.step('answer', state.index + 1)
    }
    dispatch(action)
  }

  useEffect(() => {
    if (state.phase === 'result') funnel.step('result')
  }, [state.phase, funnel])

  // Each step replaces the last, so move focus to the new step's heading (or back
  // to Get Started) rather than leaving it on a button that no longer exists.
  useEffect(() => {
    if (!interacted.current) return
    if (state.phase === 'intro') startRef.current?.focus()
    else headingRef.current?.focus()
  }, [state.phase, state.index])

  const question = quizQuestions[state.index]

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader title={quizCopy.title} className="mx-auto text-center" />
      <div className="mx-auto mt-10 max-w-2xl">
        {state.phase === 'intro' ? (
          <div className="text-center">
            <p className="text-xl font-semibold text-slate-800">{quizCopy.duration}</p>
            <p className="mt-3 text-lg text-slate-600">{quizCopy.intro}</p>
            <NeedsJavaScriptNote action="take the quiz" className="mt-6" />
            <Button ref={startRef} size="lg" className="mt-8" onClick={() => send({ type: 'start' })}>
              {quizCopy.start}
            </Button>
          </div>
        ) : null}
        {state.phase === 'question' && question ? (
          <QuizQuestionStep
            key={question.id}
            question={question}
            number={state.index + 1}
            total={quizQuestions.length}
            selection={state.selection}
            headingRef={headingRef}
            onSelect={(value) => send({ type: 'select', value })}
            onNext={() => send({ type: 'next' })}
            onPrevious={() => send({ type: 'previous' })}
          />
        ) : null}
        {state.phase === 'result' ? (
          <QuizResult
            plan={plans[recommendPlan(quizQuestions, state.answers)]}
            headingRef={headingRef}
            onBookCall={() => funnel.step('cta')}
            onRestart={() => send({ type: 'restart' })}
          />
        ) : null}
      </div>
    </Container>
  )
}
