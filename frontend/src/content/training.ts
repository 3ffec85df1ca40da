// Training offers, prices and copy for /explore-training and /services/training
// (spec 2.6; prices from spec 9). Prices are numbers so one edit changes every page.
import { formatGbp } from '@/lib/format-gbp'
import type { FaqEntry } from '@/lib/faq-json-ld'
import { site } from './site'

export const trainingPrices = {
  onlineSessionFrom: 599,
  workshopFrom: 1500,
  workshopMaxPeople: 30,
  cpdCourse: 59,
} as const

export type TrainingOffer = {
  id: string
  title: string
  price: string
  priceNote: string
  summary: string
  features: readonly string[]
  cta: { label: string; href: string; external?: boolean }
}

export const trainingOffers: readonly TrainingOffer[] = [
  {
    id: 'online-session',
    title: '2-Hour Online Session',
    price: `from ${formatGbp(trainingPrices.onlineSessionFrom)}`,
    priceNote: 'per session',
    summary: 'A live, interactive session over video for a team that wants a fast, focused start.',
    features: [
      'Tailored to your sector and the tools you already use',
      'Live demos on real tasks your team does every week',
      'Prompt templates and a one-page safe-use checklist to keep',
      'Recording available for anyone who could not attend',
    ],
    cta: { label: 'Book an Online Session', href: '/contact' },
  },
  {
    id: 'in-person-workshop',
    title: 'Full-Day In-Person Workshop',
    price: `from ${formatGbp(trainingPrices.workshopFrom)}`,
    priceNote: `for up to ${trainingPrices.workshopMaxPeople} people`,
    summary: 'A hands-on day at your premises where everyone builds workflows for their own role.',
    features: [
      `Up to ${trainingPrices.workshopMaxPeople} people in one session`,
      'Role-based exercises for sales, operations, HR and finance',
      'Data protection and accuracy checks built into every exercise',
      'A written action plan for the team after the day',
    ],
    cta: { label: 'Plan a Workshop', href: '/contact' },
  },
  {
    id: 'cpd-course',
    title: 'CPD Self-Paced Course',
    price: formatGbp(trainingPrices.cpdCourse),
    priceNote: 'one-off',
    summary: 'A CPD-certified online course for individuals who want to learn at their own pace.',
    features: [
      'CPD-certified, with a certificate on completion',
      'Short video lessons you can fit around your week',
      'Practical exercises you can use at work the same day',
      'Lifetime access, including future updates',
    ],
    cta: { label: 'View the CPD Course', href: site.cpdCourseUrl, external: true },
  },
  {
    id: 'custom-package',
    title: 'Custom Training Package',
    price: 'Quote-based',
    priceNote: 'built around your team',
    summary: 'A programme that mixes sessions, workshops and 1:1 coaching to suit your team and timetable.',
    features: [
      'Group workshops, 1:1 coaching or a mix of both',
      'Role-based playbooks written for your business',
      'Onboarding programmes over 30–90 days',
      'Progress check-ins so new habits stick',
    ],
    cta: { label: 'Ask for a Quote', href: '/contact' },
  },
]

export const trainingFaqs: readonly FaqEntry[] = [
  {
    question: 'Do my team need any technical knowledge?',
    answer:
      'No. The training is written for non-technical people. If you can write an email and use a spreadsheet, you can follow every session.',
  },
  {
    question: 'Is the training CPD-certified?',
    answer:
      'Yes. The self-paced course is CPD-certified and attendees receive a certificate on completion. Live sessions and workshops can count towards CPD hours too.',
  },
  {
    question: 'Which AI tools do you cover?',
    answer:
      'We start with the tools you already have, such as the AI features in your email, office and CRM software, and add widely used assistants where they genuinely help. We are independent, so we recommend what fits, not what pays us.',
  },
  {
    question: 'How do you handle data protection?',
    answer:
      'Every session covers what can and cannot go into an AI tool under UK GDPR, how to check outputs before they are used and how to set simple team rules. We never ask you to share personal data during training.',
  },
  {
    question: 'Can you train a team spread across several sites?',
    answer: `Yes. Online sessions work well for distributed teams, and workshops can be run at your premises for up to ${trainingPrices.workshopMaxPeople} people at a time. Get in touch and we will suggest the best mix.`,
  },
]

export type TrainingModule = {
  title: string
  summary: string
  // Only the CPD course has its own external page.
  link?: { label: string; href: string }
}

// The modules on /services/training; teams take them in any order.
export const teamTrainingModules: readonly TrainingModule[] = [
  {
    title: 'AI Foundations (CPD-certified)',
    summary:
      'What today’s AI tools can and cannot do, in plain English. Available as a self-paced course for anyone joining later.',
    link: { label: 'View the CPD course', href: site.cpdCourseUrl },
  },
  {
    title: 'Prompting for Your Role',
    summary: 'Hands-on practice writing prompts for the documents, emails and analysis each person produces.',
  },
  {
    title: 'Safe and Responsible Use',
    summary: 'Data protection, accuracy checks and simple team rules, so nothing goes out without a person reviewing it.',
  },
  {
    title: 'Automating Routine Work',
    summary: 'Spotting repetitive tasks and connecting the tools you already use to take them off people’s desks.',
  },
  {
    title: 'Role-Based Playbooks',
    summary: 'Step-by-step guides for sales, operations, HR and finance that become part of how your team works.',
  },
  {
    title: '30–90 Day Onboarding',
    summary: 'Check-ins, office hours and progress reviews that turn a good training day into lasting habits.',
  },
]

export const teamTrainingFormats: readonly string[] = [
  'CPD-certified content',
  'Group workshops or 1:1 coaching',
  'Role-based playbooks',
  'Onboarding programmes over 30–90 days',
]

export const teamTrainingHero = {
  eyebrow: 'CPD-certified training',
  title: 'AI Team Training & Onboarding',
  lead: 'Practical, CPD-certified training that gives your whole team the skills and confidence to use AI safely, with role-based playbooks and 30–90 day onboarding so the habits stick.',
  cta: { label: 'Explore Training Options', href: '/contact' },
  pricesLink: { label: 'See Formats and Prices', href: '/explore-training' },
} as const

export const exploreTrainingHero = {
  eyebrow: 'Training options',
  title: 'Explore AI Training Options',
  lead: 'Online sessions, in-person workshops and a self-paced CPD course. Choose the format that suits your team, or let us build a package around you.',
  cta: { label: 'Talk to Us About Training', href: '/contact' },
} as const
