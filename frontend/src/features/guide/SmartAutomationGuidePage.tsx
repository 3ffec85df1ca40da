import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Logo } from '@/components/layout/Logo'
import { Container } from '@/components/ui/Container'
import { guideCopy } from '@/content/guide'
import { pageTitle, site } from '@/content/site'
import { useFunnel } from '@/lib/analytics/use-funnel'
import { usePageMeta } from '@/lib/use-page-meta'
import { GuideCover } from './components/GuideCover'
import { GuideForm } from './components/GuideForm'
import { GuideThankYou } from './components/GuideThankYou'
import { WhatYouLearnInside } from './components/WhatYouLearnInside'

// Standalone lead-magnet page (spec 2.13): outside the site shell, so it carries
// its own header, main and footer landmarks.
export function SmartAutomationGuidePage() {
  const [sent, setSent] = useState(false)
  const [searchParams] = useSearchParams()
  const linkProblem = searchParams.get('link')
  const funnel = useFunnel('guide')
  usePageMeta({
    title: pageTitle(`Free Guide: ${guideCopy.title}`),
    description: 'Get the free guide: 5 smart ways to automate your business without hiring.',
  })

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center">
          <Logo />
        </Container>
      </header>
      <main className="flex-1">
        <Container className="grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-accent-700">
              {guideCopy.kicker}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{guideCopy.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700">{guideCopy.lead}</p>
            <div className="mt-10 flex justify-center lg:justify-start">
              <GuideCover />
            </div>
          </div>
          <section
            aria-labelledby={sent ? undefined : 'guide-form-heading'}
            aria-label={sent ? 'Your guide' : undefined}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            {sent ? (
              <GuideThankYou />
            ) : (
              <>
                <h2 id="guide-form-heading" className="mb-5 text-xl font-bold text-slate-900">
                  {guideCopy.formHeading}
                </h2>
                {linkProblem === 'expired' || linkProblem === 'invalid' ? (
                  <p role="alert" className="mb-5 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                    {guideCopy.linkProblem[linkProblem]}
                  </p>
                ) : null}
                <GuideForm funnel={funnel} onSent={() => setSent(true)} />
              </>
            )}
          </section>
        </Container>
        <WhatYouLearnInside />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {site.brandName} ·{' '}
        <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-slate-900">
          Privacy Policy
        </Link>
      </footer>
    </div>
  )
}
