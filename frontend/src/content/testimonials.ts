// Client feedback shown across the site (spec 3 'Testimonial', 2.3, 2.5, 2.6).
// Names are shortened and roles generic so no client can be identified; the
// business supplies the final wording and permission for each quote.

export type Testimonial = {
  quote: string
  name: string
  role?: string
}

// A review as it appeared on the external review site; rendered as a styled
// card standing in for a screenshot, so the text stays readable and indexable.
export type Review = {
  id: string
  reviewer: string
  rating: 1 | 2 | 3 | 4 | 5
  // Month and year only, written out so every render prints the same text.
  when: string
  title: string
  body: string
}

export const homeReviews: readonly Review[] = [
  {
    id: 'home-operations-manager',
    reviewer: 'Claire H.',
    rating: 5,
    when: 'March 2025',
    title: 'Finally, AI explained in plain English',
    body: 'We had tried three different tools and given up on all of them. One workshop later the whole office was using AI for quotes and follow-up emails, and nobody felt out of their depth.',
  },
  {
    id: 'home-agency-founder',
    reviewer: 'Daniel R.',
    rating: 5,
    when: 'January 2025',
    title: 'Honest advice, no upselling',
    body: 'They told us which of our ideas were worth building and which were not. The assistant they built answers most of our client questions and saves us around eight hours a week.',
  },
  {
    id: 'home-practice-manager',
    reviewer: 'Priya S.',
    rating: 4,
    when: 'November 2024',
    title: 'Practical and patient',
    body: 'Great at meeting people where they are. Our team went from nervous to confident in a month. I would have liked the follow-up notes a little sooner, but the support has been excellent.',
  },
  {
    id: 'home-retail-owner',
    reviewer: 'Mark T.',
    rating: 5,
    when: 'September 2024',
    title: 'A clear plan we could actually follow',
    body: 'No jargon and no pressure. We left the first call with three small changes to make that week, and every one of them paid off.',
  },
]

export const trainingReviews: readonly Review[] = [
  {
    id: 'training-hr-lead',
    reviewer: 'Hannah W.',
    rating: 5,
    when: 'April 2025',
    title: 'The best training day we have had',
    body: 'Hands-on from the first hour. Everyone left with prompts and templates for their own job, not generic examples, and they are still using them.',
  },
  {
    id: 'training-finance-director',
    reviewer: 'Simon K.',
    rating: 5,
    when: 'February 2025',
    title: 'Sensible about risk',
    body: 'I was worried about data and accuracy. The session covered both properly, so the team now knows what can go into an AI tool and what has to be checked by a person.',
  },
  {
    id: 'training-sole-trader',
    reviewer: 'Aisha B.',
    rating: 4,
    when: 'December 2024',
    title: 'Worth every penny',
    body: 'I did the self-paced CPD course first and then booked an online session for my two staff. Clear, practical and easy to fit around a busy week.',
  },
]

export const customProjectQuotes: readonly Testimonial[] = [
  {
    quote:
      'They turned a process that ate two days a month into something that runs overnight. The build took three weeks and the handover was so clear we have not needed to call them since.',
    name: 'Operations Director',
    role: 'Logistics company, 40 staff',
  },
  {
    quote:
      'We expected a big IT project. Instead we got a small, well-tested tool that fits the way we already work, and a team that understands how it behaves.',
    name: 'Managing Partner',
    role: 'Accountancy practice',
  },
]
