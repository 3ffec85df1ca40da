import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle } from '@/content/site'
import { useFunnel } from '@/lib/analytics/use-funnel'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageMeta } from '@/lib/use-page-meta'
import type { SubmissionAccepted } from '@/types/api'
import { isSettled, seedFinderResult, useFinderResult } from './api/get-finder-result'
import { FinderForm } from './components/FinderForm'
import { FinderResults } from './components/FinderResults'
import { showFinderFailure } from './handle-finder-error'

// The results URL carries the run's unguessable token, so a reload (or the link
// in the email) shows the same results, and nobody without it sees anything.
const RESULT_PARAM = 'result'

export function ToolFinderPage() {
  usePageMeta({
    title: pageTitle('AI Tool Finder'),
    description:
      'Answer a few questions and get three AI tool recommendations for your business, sent to your inbox.',
  })
  const [searchParams, setSearchParams] = useSearchParams()
  // The prerendered page has no token, so hydration must render without it first.
  const hydrated = useHydrated()
  const token = hydrated ? searchParams.get(RESULT_PARAM) : null
  const result = useFinderResult(token)
  const queryClient = useQueryClient()
  const data = result.data
  // Tokens submitted from this page (toast on success) and runs already announced.
  const submitted = useRef(new Set<string>())
  const announced = useRef(new Set<string>())
  const [formKey, setFormKey] = useState(0)
  const funnel = useFunnel('finder')

  const failed = data?.status === 'failed' || result.isError
  // The results show as soon as they are in (the check passed), before the run is done.
  const results = failed ? null : (data?.results ?? null)
  const running = Boolean(token) && !failed && !isSettled(data)
  // The funnel follows the run sent from this page: results opened from the email's link
  // (or a reload) were not submitted on it, and counting them would show more results than
  // submissions.
  const ownRun = Boolean(token && results && submitted.current.has(token))

  useEffect(() => {
    if (ownRun) funnel.step('result')
  }, [ownRun, funnel])

  useEffect(() => {
    if (!token || announced.current.has(token)) return
    if (results) {
      announced.current.add(token)
      if (submitted.current.has(token)) {
        toast.success('Success!', {
          description: 'Your AI tool recommendations have been generated and sent to your email.',
        })
      }
    } else if (failed) {
      announced.current.add(token)
      showFinderFailure(result.isError ? result.error.message : data?.error)
      // Back to the form, which still holds the visitor's answers.
      setSearchParams({}, { replace: true })
    }
  }, [token, data, results, failed, result.isError, result.error, setSearchParams])

  function handleAccepted(accepted: SubmissionAccepted) {
    seedFinderResult(queryClient, accepted)
    submitted.current.add(accepted.id)
    funnel.step('submit')
    setSearchParams({ [RESULT_PARAM]: accepted.id })
  }

  function startOver() {
    setFormKey((key) => key + 1)
    setSearchParams({})
  }

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader
        title="Find the Perfect AI Tools for Your Business"
        lead="Tell us about your business and get three tailored AI tool recommendations, on screen and by email with a PDF report."
      />
      <div className="mt-12">
        {results ? (
          <FinderResults
            runId={token ?? ''}
            results={results}
            onBookCall={ownRun ? () => funnel.step('cta') : undefined}
            onStartOver={startOver}
          />
        ) : (
          <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <FinderForm
              key={formKey}
              funnel={funnel}
              running={running}
              stage={data?.stage}
              onAccepted={handleAccepted}
              focusOnMount={formKey > 0}
            />
          </div>
        )}
      </div>
    </Container>
  )
}
