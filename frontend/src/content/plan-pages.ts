// Copy for the three plan pages (spec 2.11). Prices, features and savings
// figures are not repeated here: they come from ./plans so they can't drift.

import type { FaqEntry } from '@/lib/faq-json-ld'
import {
  firstAssistantSetupTime,
  formatPrice,
  planTerms,
  plans,
  setupStartsWithin,
  type PlanKey,
} from './plans'

export type PlanTestimonial = {
  quote: string
  // Anonymised: a role title only, never a name or company.
  role: string
}

export type PlanPageCopy = {
  intro: string
  before: readonly string[]
  after: readonly string[]
  howAiPowersIt: readonly { title: string; text: string }[]
  testimonial: PlanTestimonial
  faqs: readonly FaqEntry[]
  bottomLink: { label: string; href: string }
}

// Questions every plan shares; each page adds its own first.
const sharedFaqs: readonly FaqEntry[] = [
  {
    question: 'Is there a contract?',
    answer: `No. Every plan is monthly, ${planTerms}. If you cancel, the plan stays active until the end of the month you have paid for.`,
  },
  {
    question: 'How quickly do you get started?',
    answer: `Setup starts within ${setupStartsWithin} of checkout. Your first assistant and calendar are set up in ${firstAssistantSetupTime}.`,
  },
  {
    question: 'Will AI publish things without anyone checking?',
    answer:
      'No. A person on our side reviews every post, email and automation before it goes live, and you can ask to approve anything first.',
  },
]

const compareLink = { label: 'Compare All Plans', href: '/compare-plans' }

export const planPages: Record<PlanKey, PlanPageCopy> = {
  clarity: {
    intro:
      'A light-touch plan that gets you seen online and takes the first repetitive jobs off your plate, without you having to learn a new tool.',
    before: [
      'You post when you remember, which is rarely',
      'Enquiries arrive by email, phone and social and some slip through',
      'Your online presence does not match the quality of your work',
    ],
    after: [
      'A steady, professional presence on the platforms that matter to you',
      'An AI assistant that handles routine replies and bookings',
      'A clear picture of who you are talking to and what they search for',
    ],
    howAiPowersIt: [
      {
        title: 'Content drafted, people approved',
        text: 'AI drafts your posts and monthly blog from your own notes; we edit them so they sound like you.',
      },
      {
        title: 'One assistant that earns its keep',
        text: 'Your first assistant answers common questions and books calls straight into your calendar.',
      },
      {
        title: 'One automation, done properly',
        text: 'We pick the single most repetitive task you have and automate it end to end.',
      },
    ],
    testimonial: {
      quote:
        'I finally post every week without thinking about it, and the booking assistant alone saves me most of a morning.',
      role: 'Founder, independent bookkeeping practice',
    },
    faqs: [
      {
        question: 'Clarity has no strategy calls. How do we stay in touch?',
        answer:
          'By email. You get a quarterly snapshot report, and we answer support emails within 48-72 hours. If you want regular calls, Growth includes a monthly 30-minute strategy call.',
      },
      {
        question: 'Which social platforms do you cover?',
        answer:
          'One or two, chosen with you based on where your customers actually spend time. We would rather do two well than five badly.',
      },
      ...sharedFaqs,
    ],
    bottomLink: compareLink,
  },
  growth: {
    intro:
      'For teams who already create content but can never keep it going. We make it consistent and automate the lead generation and follow-up behind it.',
    before: [
      'Bursts of content followed by weeks of silence',
      'Leads go cold because nobody follows up in time',
      'Strategy lives in your head because there is no one to share it with',
    ],
    after: [
      'Twelve posts a month across three platforms and three blogs, on schedule',
      'Email funnels that follow up every lead automatically',
      'A monthly strategy call and a dashboard that shows what is working',
    ],
    howAiPowersIt: [
      {
        title: 'A sales assistant and an ops assistant',
        text: 'One qualifies and follows up leads; the other handles scheduling, reminders and routine admin.',
      },
      {
        title: 'A chatbot on your website',
        text: 'It answers common questions around the clock and passes warm leads to your team.',
      },
      {
        title: 'Campaigns that keep running',
        text: 'We maintain your campaigns and funnels each month, so nothing quietly stops working.',
      },
    ],
    testimonial: {
      quote:
        'We went from posting in fits and starts to a proper rhythm, and the follow-up emails bring in enquiries we used to lose.',
      role: 'Operations Director, regional training provider',
    },
    faqs: [
      {
        question: 'What does the chatbot do?',
        answer:
          'It answers frequently asked questions on your website using information you approve, collects contact details and hands conversations to your team when a person is needed.',
      },
      {
        question: 'Can we reach you on Slack?',
        answer: 'Yes. Growth support is by email or Slack, with a 48-hour response time.',
      },
      ...sharedFaqs,
    ],
    bottomLink: compareLink,
  },
  freedom: {
    intro:
      'Full delivery for scaling businesses. We run your marketing and automation end to end and meet you every week, so your team can get on with the work only they can do.',
    before: [
      'Your team spends hours a day on repetitive admin',
      'Marketing happens only when someone senior finds the time',
      'You make decisions without clear, current numbers',
    ],
    after: [
      'Marketing delivered for you across five platforms, every week',
      'Complex workflows that take the daily grind off your team',
      'A weekly dashboard and a weekly call to set direction',
    ],
    howAiPowersIt: [
      {
        title: 'Three assistants plus an AI consultant',
        text: 'Assistants cover sales, operations and customer service; the AI consultant helps us spot the next thing worth automating.',
      },
      {
        title: 'A custom chat assistant',
        text: 'Built around your own services, policies and tone, for your website or internal team.',
      },
      {
        title: 'Tools that stay working',
        text: 'We maintain your AI tools and complex automations, updating them as your business and the tools change.',
      },
    ],
    testimonial: {
      quote:
        'Our weekly call is the most useful half hour of my week. The team has stopped drowning in admin and we can see exactly where the leads come from.',
      role: 'Managing Director, growing property services firm',
    },
    faqs: [
      {
        question: 'What happens on the weekly strategy calls?',
        answer:
          'Four 30-minute calls a month: we go through your weekly dashboard, agree priorities and decide what to automate or change next.',
      },
      {
        question: 'How fast is Freedom support?',
        answer: 'We respond within 24 hours.',
      },
      ...sharedFaqs,
    ],
    bottomLink: { label: 'Back to All Plans', href: '/#plans' },
  },
}

export const whatHappensNext: readonly string[] = [
  'You pay securely through our card payment provider.',
  'We send you a short onboarding form straight after checkout.',
  `Setup starts within ${setupStartsWithin}.`,
  `Your first assistant and calendar are set up in ${firstAssistantSetupTime}.`,
]

export function subscribeLabel(key: PlanKey): string {
  return `Subscribe Now – ${formatPrice(plans[key])}`
}

export function checkoutPendingMessage(key: PlanKey): string {
  return `Online checkout for the ${plans[key].name} plan isn't available yet: the checkout address is still to be provided. Please book a call and we'll get you started.`
}
