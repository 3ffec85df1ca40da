import { describe, expect, it } from 'vitest'
import { faqPageJsonLd } from './faq-json-ld'

describe('faqPageJsonLd', () => {
  it('turns each entry into a Question with its accepted Answer, in order', () => {
    const jsonLd = faqPageJsonLd([
      { question: 'How long does it take?', answer: 'Two to four weeks.' },
      { question: 'Do you work remotely?', answer: 'Yes.' },
    ])
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does it take?',
          acceptedAnswer: { '@type': 'Answer', text: 'Two to four weeks.' },
        },
        { '@type': 'Question', name: 'Do you work remotely?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    })
  })
})
