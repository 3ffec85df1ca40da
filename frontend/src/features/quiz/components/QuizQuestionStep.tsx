import type { FormEvent, Ref } from 'react'
import { Button } from '@/components/ui/Button'
import type { QuizQuestion } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { QuizProgress } from './QuizProgress'

type QuizQuestionStepProps = {
  question: QuizQuestion
  number: number
  total: number
  selection: string | null
  headingRef: Ref<HTMLHeadingElement>
  onSelect: (value: string) => void
  onNext: () => void
  onPrevious: () => void
}

// Native radios give arrow-key selection and one tab stop for free; the form
// lets Enter advance like the Next button does.
export function QuizQuestionStep({
  question,
  number,
  total,
  selection,
  headingRef,
  onSelect,
  onNext,
  onPrevious,
}: QuizQuestionStepProps) {
  const isLast = number === total

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (selection !== null) onNext()
  }

  return (
    <form onSubmit={handleSubmit} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <QuizProgress current={number} total={total} />
      <fieldset className="mt-8">
        <legend className="w-full">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
          >
            {question.question}
          </h2>
        </legend>
        <div className="mt-6 space-y-3">
          {question.options.map((option) => {
            const checked = selection === option.value
            return (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3.5 text-slate-800 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700',
                  checked ? 'border-accent-700 bg-accent-50' : 'border-slate-300 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`quiz-${question.id}`}
                  value={option.value}
                  checked={checked}
                  onChange={() => onSelect(option.value)}
                  className="size-4 accent-accent-700"
                />
                {option.label}
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="mt-8 flex justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={number === 1}>
          Previous
        </Button>
        <Button type="submit" disabled={selection === null}>
          {isLast ? 'Get Results' : 'Next'}
        </Button>
      </div>
    </form>
  )
}
