// FAQPage structured data (schema.org) built from the same entries a page's
// accordion renders, so the markup search engines read can never drift from
// the answers visitors see.

export type FaqEntry = {
  question: string
  answer: string
}

export type FaqPageJsonLd = {
  '@context': 'https://schema.org'
  '@type': 'FAQPage'
  mainEntity: {
    '@type': 'Question'
    name: string
    acceptedAnswer: { '@type': 'Answer'; text: string }
  }[]
}

export function faqPageJsonLd(faqs: readonly FaqEntry[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
