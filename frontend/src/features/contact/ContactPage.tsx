import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageTitle, site } from '@/content/site'
import { contactFaqs } from '@/content/contact-faqs'
import { useFunnel } from '@/lib/analytics/use-funnel'
import { faqPageJsonLd } from '@/lib/faq-json-ld'
import { readFinderRun } from '@/lib/finder-enquiry'
import { readPlanEnquiry } from '@/lib/plan-enquiry'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageMeta } from '@/lib/use-page-meta'
import { ContactForm } from './components/ContactForm'
import { ContactSidebar } from './components/ContactSidebar'
import { useFinderPicks } from './api/get-finder-picks'
import { ContactSuccess } from './components/ContactSuccess'
import { FinderRunNote } from './components/FinderRunNote'
import { PlanEnquiryNote } from './components/PlanEnquiryNote'

type View = 'form' | 'sent' | 'form-again'

export function ContactPage() {
  const [view, setView] = useState<View>('form')
  const [searchParams] = useSearchParams()
  // One funnel for the page: "Send another message" is the same visit, not a new one.
  const funnel = useFunnel('contact')
  // /contact?plan=growth from a plan's "Book a Call". The prerendered page has no plan, so
  // hydration renders without it first.
  const hydrated = useHydrated()
  const enquiry = hydrated ? readPlanEnquiry(searchParams) : null
  // /contact?finder=<run> from the finder results' "Book a Free Discovery Call": the form
  // names the tools the visitor saw, and the message carries the run for sales.
  const finderRun = hydrated ? readFinderRun(searchParams) : null
  const finderTools = useFinderPicks(finderRun).data ?? []
  usePageMeta({
    title: pageTitle('Contact'),
    description: `Get in touch about AI training or consulting. We reply within ${site.responsePromise}.`,
    canonicalPath: '/contact',
    jsonLd: faqPageJsonLd(contactFaqs),
  })

  return (
    <Container className="py-16 sm:py-24">
      <PageHeader
        title="Get in Touch"
        lead={`Tell us a little about your business and what you'd like help with. We reply within ${site.responsePromise}.`}
      />
      <div className="mt-12 grid gap-12 lg:grid-cols-5">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-3">
          <h2 id="contact-form-heading" className="sr-only">
            Contact form
          </h2>
          {view === 'sent' ? (
            <ContactSuccess onSendAnother={() => setView('form-again')} />
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              {enquiry ? <PlanEnquiryNote plan={enquiry.plan} /> : null}
              {finderTools.length > 0 ? <FinderRunNote tools={finderTools} /> : null}
              <ContactForm
                funnel={funnel}
                onSent={() => setView('sent')}
                pageValues={{ plan: enquiry?.plan, finder_run: finderRun ?? undefined }}
                focusOnMount={view === 'form-again'}
              />
            </div>
          )}
        </section>
        <div className="lg:col-span-2">
          <ContactSidebar />
        </div>
      </div>
    </Container>
  )
}
