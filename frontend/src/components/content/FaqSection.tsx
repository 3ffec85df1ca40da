import { Accordion } from '@/components/ui/Accordion'
import type { FaqEntry } from '@/lib/faq-json-ld'
import { Section, type SectionTone } from './Section'

type FaqSectionProps = {
  id?: string
  title?: string
  lead?: string
  faqs: readonly FaqEntry[]
  tone?: SectionTone
}

// The page's FAQ accordion (single-open, collapsible). Pass the same `faqs` to
// faqPageJsonLd() in the page's usePageMeta so the structured data matches.
export function FaqSection({ id = 'faq', title = 'Frequently Asked Questions', lead, faqs, tone }: FaqSectionProps) {
  const items = faqs.map((faq, index) => ({
    id: `q${index + 1}`,
    title: faq.question,
    content: <p className="leading-relaxed">{faq.answer}</p>,
  }))
  return (
    <Section id={id} title={title} lead={lead} tone={tone}>
      <Accordion items={items} headingLevel={3} className="max-w-3xl" />
    </Section>
  )
}
