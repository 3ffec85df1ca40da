import { useId } from 'react'
import { newsletterCopy } from '@/content/newsletter'
import { NewsletterSignupForm } from './NewsletterSignupForm'

// The blog list's sign-up card (spec 2.8). It subscribes for real, with the same
// double opt-in as the /newsletter page.
export function NewsletterSignupCard() {
  const headingId = useId()

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 border-t-4 border-t-accent-700 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {newsletterCopy.cardHeading}
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-700">{newsletterCopy.cardLead}</p>
      <NewsletterSignupForm />
    </section>
  )
}
