import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { pageTitle, site } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/use-page-meta'
import { useUnsubscribe } from './api/unsubscribe'

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message
  return `Something went wrong. Please try again, or email ${site.contactEmail} and we'll remove you.`
}

// Where every email's unsubscribe link lands. A GET only shows this page; the
// button's POST unsubscribes, so link scanners can't unsubscribe anyone.
export function UnsubscribePage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const unsubscribe = useUnsubscribe()
  const doneRef = useRef<HTMLHeadingElement>(null)
  usePageMeta({ title: pageTitle('Unsubscribe') })

  useEffect(() => {
    if (unsubscribe.isSuccess) doneRef.current?.focus()
  }, [unsubscribe.isSuccess])

  return (
    <Container className="max-w-xl py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {unsubscribe.isSuccess ? (
          <div role="status">
            <h1 ref={doneRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              You're unsubscribed
            </h1>
            <p className="mt-4 text-slate-700">
              We won't send you any more marketing emails. Sorry to see you go.
            </p>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
            {token ? (
              <>
                <p className="mt-4 text-slate-700">
                  Press the button to stop all marketing emails from us, including the Calm AI Digest
                  and launch updates.
                </p>
                <Button
                  size="lg"
                  className="mt-6"
                  disabled={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate(token)}
                >
                  {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
                </Button>
              </>
            ) : (
              <p className="mt-4 text-slate-700">
                This unsubscribe link is incomplete. Please open the link from your email again, or
                email <a href={`mailto:${site.contactEmail}`} className="underline">{site.contactEmail}</a>.
              </p>
            )}
            {unsubscribe.isError ? (
              <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
                {errorMessage(unsubscribe.error)}
              </p>
            ) : null}
            <p className="mt-6 text-sm">
              <Link to="/" className="text-slate-600 underline hover:text-slate-900">
                Back to the home page
              </Link>
            </p>
          </>
        )}
      </div>
    </Container>
  )
}
