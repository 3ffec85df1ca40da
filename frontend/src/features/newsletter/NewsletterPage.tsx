import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { newsletterCopy } from '@/content/newsletter'
import { pageTitle } from '@/content/site'
import { usePageMeta } from '@/lib/use-page-meta'
import { PastIssues } from './components/PastIssues'
import { NewsletterSignupForm } from './components/NewsletterSignupForm'

// The Calm AI Digest sign-up page (spec 2.6): name and email, the benefits, and the
// archive of past issues (issue 36), or an example issue before the first.
export function NewsletterPage() {
  usePageMeta({
    title: pageTitle('Newsletter'),
    description: 'Sign up for the Calm AI Digest: practical AI ideas for busy business owners.',
  })

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader title={newsletterCopy.name} lead={newsletterCopy.lead} />
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <div className="space-y-10">
          <section
            aria-labelledby="newsletter-form-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="newsletter-form-heading" className="mb-5 text-xl font-bold text-slate-900">
              Subscribe for free
            </h2>
            <NewsletterSignupForm withName />
          </section>
          <section aria-labelledby="newsletter-benefits-heading">
            <h2 id="newsletter-benefits-heading" className="text-xl font-bold text-slate-900">
              {newsletterCopy.benefitsHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {newsletterCopy.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <span aria-hidden="true" className="font-bold text-accent-700">
                    ✓
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="example-issue-heading">
          <h2 id="example-issue-heading" className="mb-4 text-xl font-bold text-slate-900">
            See what you'll get
          </h2>
          <PastIssues />
        </section>
      </div>
    </Container>
  )
}
