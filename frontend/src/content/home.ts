// Copy for the home page (spec 2.3). Quoted headings are the spec's wording.
import type { IconName } from '@/components/content/icons'
import type { FaqEntry } from '@/lib/faq-json-ld'
import { formatGbp } from '@/lib/format-gbp'
import { formatMonthlyPrice, plans } from './plans'
import { site } from './site'
import { trainingPrices } from './training'

export type FeatureCard = {
  title: string
  body: string
  icon: IconName
}

export const homeHero = {
  eyebrow: 'CPD-certified AI training and consulting for UK businesses',
  title: 'AI Training & Strategic Consulting - Without the Hype',
  lead: 'Practical help for small and growing teams who want to use AI safely and sensibly: training your people will actually use, honest advice on where AI fits, and small steps that pay off quickly.',
  primaryCta: { label: 'Book a Free Consultation', href: '/contact' },
  secondaryCta: { label: 'See How It Works', href: '#how-we-work' },
  reassurance: 'Free 30-minute call · No jargon · No obligation',
} as const

export const whatYouGet = {
  title: 'What You Get (No Fluff)',
  lead: 'Straight answers and practical results. Here is what working with us looks like.',
  cards: [
    {
      title: 'Clarity over confusion',
      body: 'We cut through the noise and show you where AI will save time in your business, and where it will not. No buzzwords, no 40-page reports.',
      icon: 'compass',
    },
    {
      title: 'Training that sticks',
      body: 'CPD-certified sessions built around your team’s real tasks, so people keep using what they learn long after the session ends.',
      icon: 'graduation',
    },
    {
      title: 'A plan you can trust',
      body: 'A short, prioritised plan with costs and risks spelt out, starting with the changes that pay back fastest.',
      icon: 'shield',
    },
    {
      title: 'Support not pressure',
      body: 'We stay on hand while new habits bed in. No long contracts and no hard sell, just help when you need it.',
      icon: 'handshake',
    },
  ] satisfies FeatureCard[],
  cta: { label: 'Talk to Us About Your Business', href: '/contact' },
} as const

export type AimStep = {
  letter: 'A' | 'I' | 'M'
  title: 'Analyse' | 'Implement' | 'Monitor'
  body: string
}

export const aimSection = {
  eyebrow: 'How we work',
  title: 'The AIM Framework: Analyse, Implement, Monitor',
  lead: 'A simple, low-risk way to bring AI into your business one step at a time, instead of betting everything on one big project.',
  steps: [
    {
      letter: 'A',
      title: 'Analyse',
      body: 'We map your needs and risks first: where time goes, which tasks suit AI, and what must stay with people.',
    },
    {
      letter: 'I',
      title: 'Implement',
      body: 'We make changes in small, safe steps, with people checking every output before it goes live.',
    },
    {
      letter: 'M',
      title: 'Monitor',
      body: 'We keep going with ongoing tracking of results, compliance and your team’s confidence, and adjust as you grow.',
    },
  ] satisfies AimStep[],
  link: { label: 'Explore the AIM Framework', href: '/aim-framework' },
} as const

// A neutral title: the original named the brand here.
export const founderSection = {
  title: 'Why Work With Us?',
  paragraphs: [
    'We started this consultancy after years of training teams and running operations in small businesses, watching good people get sold expensive tools they never used.',
    'So we do it differently. We explain AI in plain English, start with the problems you already have, and only recommend what we would use ourselves. Every engagement is led by an experienced, CPD-accredited trainer, not handed to a junior.',
  ],
  points: [
    'CPD-certified training, delivered by practitioners',
    'Independent advice: we are not paid to recommend any tool',
    'UK-based, working with teams across the UK and remotely beyond',
    'Clear fixed prices before any work starts',
  ],
  cta: { label: 'Start With a Free Call', href: '/contact' },
} as const

export const reviewsSection = {
  title: 'Real Feedback. Real Results.',
  lead: 'What clients say about our training and consulting, as posted on our independent review page.',
  linkLabel: `${site.reviews.ratingLabel} - Read All Reviews`,
} as const

export type PathCard = {
  id: 'training' | 'consulting'
  eyebrow: string
  title: string
  body: string
  points: readonly string[]
  cta: { label: string; href: string }
  icon: IconName
}

export const pathsSection = {
  title: 'Choose the Path That Fits You',
  lead: 'Most clients start in one of two places. Not sure which is yours? A free call will tell you.',
  cards: [
    {
      id: 'training',
      eyebrow: 'Training',
      title: 'Build your team’s AI confidence',
      body: 'CPD-certified training for individuals and teams, online or in person.',
      points: [
        `Online sessions from ${formatGbp(trainingPrices.onlineSessionFrom)}`,
        `In-person workshops for up to ${trainingPrices.workshopMaxPeople} people`,
        `Self-paced CPD course for ${formatGbp(trainingPrices.cpdCourse)}`,
      ],
      cta: { label: 'Explore Training', href: '/explore-training' },
      icon: 'graduation',
    },
    {
      id: 'consulting',
      eyebrow: 'Consulting',
      title: 'Get AI working in your business',
      body: 'Strategy, custom AI assistants, apps and automated workflows built around how you work.',
      points: [
        'Custom builds delivered in 2–4 weeks',
        'Integrates with the tools you already use',
        'Handover and support included',
      ],
      cta: { label: 'Explore Consulting', href: '/services/custom-projects' },
      icon: 'code',
    },
  ] satisfies PathCard[],
} as const

// '/#plans' is linked from the plan quiz and plan pages, so this section keeps that id.
export const plansSection = {
  title: 'Done-for-You Monthly Plans',
  lead: 'Prefer us to run it for you? Three monthly plans covering content, automation and AI assistants. No contract: start or cancel any time.',
  compareLink: { label: 'Compare All Plans', href: '/compare-plans' },
} as const

export const homeFaqs: readonly FaqEntry[] = [
  {
    question: 'Do I need any technical knowledge to work with you?',
    answer:
      'None at all. We work with business owners and teams who are not technical, and we explain everything in plain English. If you can use email and a spreadsheet, you are ready.',
  },
  {
    question: 'How much does it cost?',
    answer: `Online training sessions start from ${formatGbp(trainingPrices.onlineSessionFrom)}, our self-paced CPD course is ${formatGbp(trainingPrices.cpdCourse)}, and done-for-you plans start at ${formatMonthlyPrice(plans.clarity)}. Custom projects are quoted at a fixed price after a free call, so you know the cost before anything starts.`,
  },
  {
    question: 'How quickly will we see results?',
    answer:
      'Most clients see time savings within the first 2 weeks, with the full benefit in 30–60 days. We start with the quickest wins so the early changes pay for the later ones.',
  },
  {
    question: 'Is it safe to use AI with our business data?',
    answer:
      'It can be, with the right rules. We check how each tool handles data, set it up in line with UK GDPR, and make sure a person reviews every output before it reaches a customer.',
  },
  {
    question: 'What happens on the free consultation?',
    answer: `A relaxed 30-minute conversation about your business, where time is being lost and whether AI can genuinely help. You leave with honest next steps, whether or not you work with us. We reply to every enquiry within ${site.responsePromise}.`,
  },
]

export const closingCta = {
  title: 'Book Your Free Call',
  lead: 'Thirty minutes, no jargon and no obligation. Tell us where you are, and we will tell you honestly what AI can do for you.',
  cta: { label: 'Book Your Free Call', href: '/contact' },
} as const
