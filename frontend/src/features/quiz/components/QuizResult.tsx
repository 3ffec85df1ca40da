import type { Ref } from 'react'
import { Link } from 'react-router'
import { BookingLink } from '@/components/ui/BookingLink'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import type { Plan } from '@/content/plans'
import { quizCopy } from '@/content/quiz'
import { quizBookingSearch } from '@/lib/booking-link'

type QuizResultProps = {
  plan: Plan
  headingRef: Ref<HTMLHeadingElement>
  // "Book a Free Discovery Call" followed (the funnel's last step).
  onBookCall?: () => void
  onRestart: () => void
}

export function QuizResult({ plan, headingRef, onBookCall, onRestart }: QuizResultProps) {
  return (
    <div className="rounded-2xl border border-accent-200 bg-white p-6 shadow-sm sm:p-10">
      <p className="text-slate-600">{quizCopy.resultLead}</p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        <span aria-hidden="true">{plan.emoji}</span>
        {plan.name} Plan
      </h2>
      <p className="mt-4 text-xl font-semibold text-slate-800">{plan.title}</p>
      <p className="mt-2 text-slate-600">{plan.subhead}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{plan.summary}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={quizCopy.viewPlanHref} className={buttonStyles({ size: 'lg' })}>
          View Full Plan
        </Link>
        {/* The booking then says which plan, and sales see the quiz recommended it. */}
        <BookingLink
          search={quizBookingSearch(plan.key)}
          onClick={onBookCall}
          className={buttonStyles({ size: 'lg', variant: 'outline' })}
        >
          Book a Free Discovery Call
        </BookingLink>
        <Button variant="ghost" size="lg" onClick={onRestart}>
          Take Quiz Again
        </Button>
      </div>
    </div>
  )
}
