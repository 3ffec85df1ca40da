import { site } from './site'

export type Faq = {
  id: string
  question: string
  answer: string
}

export const contactFaqs: readonly Faq[] = [
  {
    id: 'best-way-to-start',
    question: "What's the best way to get started?",
    answer:
      'Book a free discovery call or send us a message. We will talk through where you are today, what is slowing you down and whether AI can genuinely help - no jargon, no pressure.',
  },
  {
    id: 'outside-uk',
    question: 'Do you work with businesses outside the UK?',
    answer:
      'Yes. Most of our training and consulting is delivered remotely, so we work with businesses outside the UK too.',
  },
  {
    id: 'response-time',
    question: 'How quickly will you respond?',
    answer: `We reply to every message within ${site.responsePromise}.`,
  },
]
