import { Accordion } from '@/components/ui/Accordion'
import { buttonStyles } from '@/components/ui/button-styles'
import { BookingLink } from '@/components/ui/BookingLink'
import { contactFaqs } from '@/content/contact-faqs'

const faqItems = contactFaqs.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))

export function ContactSidebar() {
  return (
    <aside className="space-y-8" aria-label="Other ways to reach us">
      <section aria-labelledby="contact-booking-heading" className="rounded-xl bg-slate-900 p-6 text-white">
        <h2 id="contact-booking-heading" className="text-xl font-semibold">
          Prefer to talk it through?
        </h2>
        <p className="mt-2 text-slate-300">
          Book a free strategy call at a time that suits you. No jargon, no pressure.
        </p>
        <BookingLink
          className={buttonStyles({
            className:
              'mt-5 w-full bg-white text-slate-900 hover:bg-accent-50 focus-visible:outline-white',
            variant: 'outline',
          })}
        >
          Book a Free Strategy Call
        </BookingLink>
      </section>

      <section aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Quick answers
        </h2>
        <Accordion items={faqItems} />
      </section>
    </aside>
  )
}
