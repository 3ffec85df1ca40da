import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { newsletterCopy } from '@/content/newsletter'
import { pageTitle } from '@/content/site'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/use-page-meta'
import { useConfirmNewsletter } from './api/confirm-newsletter'

const copy = newsletterCopy.confirm

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message
  return newsletterCopy.failureToastBody
}

// Opened from the confirmation email. Confirming takes a button press (a POST),
// so mail scanners that prefetch the link can't subscribe anyone.
export function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmNewsletter()
  const doneRef = useRef<HTMLHeadingElement>(null)
  usePageMeta({ title: pageTitle('Confirm your subscription') })

  useEffect(() => {
    if (confirm.isSuccess) doneRef.current?.focus()
  }, [confirm.isSuccess])

  return (
    <Container className="max-w-xl py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {confirm.isSuccess ? (
          <div role="status">
            <h1 ref={doneRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {copy.doneHeading}
            </h1>
            <p className="mt-4 text-slate-700">{copy.doneBody}</p>
            <Link to="/blog" className={buttonStyles({ variant: 'outline', className: 'mt-6' })}>
              Read the blog
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
            {token ? (
              <>
                <p className="mt-4 text-slate-700">{copy.body}</p>
                <Button
                  size="lg"
                  className="mt-6"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(token)}
                >
                  {confirm.isPending ? copy.busy : copy.button}
                </Button>
              </>
            ) : (
              <p className="mt-4 text-slate-700">{copy.missingToken}</p>
            )}
            {confirm.isError ? (
              <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
                <p>{errorMessage(confirm.error)}</p>
                <Link to="/newsletter" className="mt-2 inline-block font-semibold underline">
                  {copy.signUpAgain}
                </Link>
              </div>
            ) : null}
          </>
        )}
      </div>
    </Container>
  )
}
