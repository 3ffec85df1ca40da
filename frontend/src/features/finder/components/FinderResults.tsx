import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { finderBookingSearch } from '@/lib/booking-link'
import type { FinderResults as Results, RecommendedTool } from '../api/get-finder-result'

type FinderResultsProps = {
  // The run's token (the results address's): the booking page reads the run from it.
  runId: string
  results: Results
  // "Book a Free Discovery Call" followed.
  onBookCall?: () => void
  onStartOver: () => void
}

function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return url
  }
}

function ToolCard({ tool, position }: { tool: RecommendedTool; position: number }) {
  const headingId = `finder-tool-${position}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">
        {position}. {tool.category}
      </p>
      <h3 id={headingId} className="mt-2 text-xl font-bold text-slate-900">
        {tool.name}
      </h3>
      <p className="mt-2 text-slate-700">{tool.summary}</p>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">Why this fits your needs</h4>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{tool.rationale}</p>
      <ExternalLink
        href={tool.website}
        className="mt-auto pt-4 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline"
      >
        Visit {displayHost(tool.website)}
      </ExternalLink>
    </article>
  )
}

function SummaryList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

export function FinderResults({ runId, results, onBookCall, onStartOver }: FinderResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { userInput, recommendations } = results

  // The form the visitor was using has gone: move focus to what replaced it.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby="finder-results-heading" className="space-y-8">
      <div>
        <h2
          id="finder-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Your AI Tool Recommendations Are Ready!
        </h2>
        <p className="mt-2 text-slate-600">
          We've also emailed them to you, with a PDF report to keep or share.
        </p>
      </div>

      <section
        aria-labelledby="finder-summary-heading"
        className="rounded-xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="finder-summary-heading" className="text-lg font-semibold text-slate-900">
          Your requirements
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {userInput.companyName} · {userInput.companySize}
        </p>
        {userInput.sector ? (
          <p className="mt-1 text-sm text-slate-600">
            {userInput.sectorChosen ? 'You told us you are' : 'We read you as'}: {userInput.sector}
          </p>
        ) : null}
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <SummaryList title="Business goals" items={userInput.businessGoal} />
          <SummaryList title="Main challenges" items={userInput.mainChallenge} />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        {recommendations.map((tool, index) => (
          <ToolCard key={tool.name} tool={tool} position={index + 1} />
        ))}
      </div>

      {/* A visitor who has just read three recommendations is the warmest lead the site has:
          the booking form is then pre-filled from the run, and sales get it with the call. */}
      <div className="rounded-xl border border-accent-200 bg-accent-50 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Want help putting these tools to work?</h2>
        <p className="mt-1 text-slate-700">
          Talk it through with us: we'll look at your recommendations together and plan the first steps.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <BookingLink search={finderBookingSearch(runId)} onClick={onBookCall} className={buttonStyles({ size: 'lg' })}>
            Book a Free Discovery Call
          </BookingLink>
          <Button size="lg" variant="outline" onClick={onStartOver}>
            Get New Recommendations
          </Button>
        </div>
      </div>
    </section>
  )
}
