// Service content records for /services/{slug} (spec 2.5, entity 'Service
// content record' in spec 3). `price` is the CTA button's label, as in the spec.
import type { FaqEntry } from '@/lib/faq-json-ld'
import { site } from './site'
import type { Testimonial } from './testimonials'

// link: to the tool finder; contact: to /contact; booking: wherever "Book a Call" goes
// (components/ui/BookingLink: our /book, or BOOKING_URL's scheduler in a new tab);
// email-capture: scroll to the notify-me card on a coming-soon page.
export type ServiceCtaType = 'link' | 'contact' | 'booking' | 'email-capture'

export type ServiceRecord = {
  title: string
  description: string
  whoIsItFor: readonly string[]
  whatsIncluded: readonly string[]
  outcomes: readonly string[]
  price: string
  ctaType: ServiceCtaType
  // The 'link' CTA's target.
  ctaLink?: string
  testimonials: readonly Testimonial[]
  faqs: readonly FaqEntry[]
  isComingSoon?: boolean
  hasOnlineCourse?: boolean
}

export const serviceSlugs = [
  'ai-tool-finder-audit',
  'ai-business-ops-kit',
  'ai-apps-agentic-workflows',
  'profession-specific-ai-playbooks',
  '90-day-ai-setup-sprint',
  'ongoing-ai-enablement',
  'ai-team-training-onboarding',
] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

export const serviceRecords: Record<ServiceSlug, ServiceRecord> = {
  'ai-tool-finder-audit': {
    title: 'AI Tool Finder Audit',
    description:
      'A quick diagnostic that matches your goals and challenges to three AI tools worth your time, with the results emailed to you.',
    whoIsItFor: [
      'Owners who feel overwhelmed by the number of AI tools on offer',
      'Teams paying for subscriptions that nobody really uses',
      'Founders about to buy software and wanting a second opinion',
    ],
    whatsIncluded: [
      'A diagnostic quiz that takes under 2 minutes',
      'Three tailored tool recommendations, each with the reason it fits',
      'Your results emailed to you with a PDF summary',
      'A suggested first step for each tool',
    ],
    outcomes: [
      'A shortlist of three tools that suit your goals and budget',
      'Confidence about why each one fits, in plain English',
      'Fewer wasted subscriptions and trial sign-ups',
    ],
    price: 'Take the Free Quiz',
    ctaType: 'link',
    ctaLink: '/ai-tool-finder',
    testimonials: [
      {
        quote: 'Two minutes of questions saved me a week of reading comparison sites. We kept two of the three tools.',
        name: 'Founder',
        role: 'Marketing consultancy',
      },
    ],
    faqs: [
      {
        question: 'Is the AI Tool Finder free?',
        answer: 'Yes. The quiz and your emailed results are free, with no obligation to buy anything.',
      },
      {
        question: 'How long does it take?',
        answer: 'Under 2 minutes to answer, and your three recommendations are usually ready within 30 seconds.',
      },
      {
        question: 'Do you sell the tools you recommend?',
        answer: 'No. We are independent, so the recommendations are based only on your answers.',
      },
    ],
  },
  'ai-business-ops-kit': {
    title: 'AI Business Ops Kit',
    description:
      'A ready-to-use set of AI workflows and templates for the everyday admin that slows a small business down, set up in your own tools.',
    whoIsItFor: [
      'Small teams where the owner still does most of the admin',
      'Office and operations managers juggling email, notes and reports',
      'Businesses that want quick wins before a bigger AI project',
    ],
    whatsIncluded: [
      'Inbox triage and reply drafting set up in your email',
      'Meeting notes and action lists produced automatically',
      'Templates for proposals, quotes and follow-ups',
      'A simple weekly report built from data you already have',
      'A short training session so the team can run it themselves',
    ],
    outcomes: [
      'Hours back every week from routine admin',
      'Consistent, professional documents without starting from scratch',
      'A team that knows how to adapt the workflows as you grow',
    ],
    price: 'Ask About the Ops Kit',
    ctaType: 'contact',
    ctaLink: '/contact',
    testimonials: [
      {
        quote: 'Meeting notes, follow-ups and the Monday report used to take me most of Friday. Now it is about an hour.',
        name: 'Office Manager',
        role: 'Property services firm',
      },
    ],
    faqs: [
      {
        question: 'Which tools does the kit work with?',
        answer: 'The common office suites, email providers and CRMs. We check your setup on a free call before we start.',
      },
      {
        question: 'How long does setup take?',
        answer: 'Usually one to two weeks, depending on how many workflows you want and who needs training.',
      },
      {
        question: 'Can we change the workflows later?',
        answer: 'Yes. Everything is set up in your own accounts, and we show your team how to adjust it.',
      },
    ],
  },
  'ai-apps-agentic-workflows': {
    title: 'AI Apps & Agentic Workflows',
    description:
      'Custom AI apps and multi-step workflows that carry out real tasks across your tools, with a person approving anything that matters.',
    whoIsItFor: [
      'Businesses with a repetitive, multi-step process that follows clear rules',
      'Teams copying information between systems by hand',
      'Owners who have outgrown off-the-shelf tools',
    ],
    whatsIncluded: [
      'A discovery session to map the process, data and risks',
      'Design of the app or workflow, with approval checkpoints',
      'Build and testing on your real data, typically in 2–4 weeks',
      'Integration with your existing systems',
      'Handover, documentation and 30 days of support',
    ],
    outcomes: [
      'A process that runs reliably without constant supervision',
      'Fewer errors from manual copying and re-keying',
      'Clear visibility of what the workflow did and why',
    ],
    price: 'Book a Discovery Call',
    ctaType: 'booking',
    testimonials: [
      {
        quote:
          'Our order-processing workflow now checks, files and flags exceptions on its own. We only look at the ones that need a human.',
        name: 'Operations Lead',
        role: 'E-commerce retailer',
      },
    ],
    faqs: [
      {
        question: 'What is an agentic workflow?',
        answer:
          'A sequence of steps an AI carries out on your behalf, such as reading an email, updating a record and drafting a reply, with rules about when to stop and ask a person.',
      },
      {
        question: 'How long does a build take?',
        answer: 'Most builds take 2–4 weeks from the end of discovery to going live.',
      },
      {
        question: 'Who owns what you build?',
        answer: 'You do. It runs in your accounts and we hand over the documentation at the end.',
      },
    ],
  },
  'profession-specific-ai-playbooks': {
    title: 'Profession-Specific AI Playbooks',
    description:
      'Step-by-step AI playbooks written for specific professions and roles, with tested prompts, workflows and safe-use rules for each.',
    whoIsItFor: [
      'Professionals in regulated fields who need clear rules for AI use',
      'Team leads rolling out AI to one department at a time',
      'Practices that want consistent, approved ways of working',
    ],
    whatsIncluded: [
      'Tested prompts for the tasks each role does every week',
      'Step-by-step workflows with review points built in',
      'Data-protection and accuracy guidance for the profession',
      'Updates as tools and guidance change',
    ],
    outcomes: [
      'A shared, approved way for your team to use AI',
      'Faster drafting, research and admin without cutting corners',
      'Less risk from people improvising with unapproved tools',
    ],
    price: 'Book a Call to Discuss',
    ctaType: 'booking',
    testimonials: [],
    faqs: [
      {
        question: 'When will the playbooks be available?',
        answer: 'We are finishing the first playbooks now. Join the early access list and you will hear first.',
      },
      {
        question: 'Which professions will be covered?',
        answer:
          'We are starting with roles in finance, HR, sales and operations, and professional practices such as accountants and solicitors.',
      },
      {
        question: 'Can you write a playbook for our team now?',
        answer: 'Yes. Book a call and we can create a custom playbook as part of a training or consulting project.',
      },
    ],
    isComingSoon: true,
  },
  '90-day-ai-setup-sprint': {
    title: '90-Day AI Setup Sprint',
    description:
      'A focused 90-day programme that takes you from ideas to 3–5 working automations, with your team trained to run them.',
    whoIsItFor: [
      'Businesses ready to commit to AI but unsure where to start',
      'Teams that have tried tools piecemeal without lasting results',
      'Owners who want measurable progress within a quarter',
    ],
    whatsIncluded: [
      'An initial analysis of where time and money are being lost',
      'A prioritised plan agreed in the first two weeks',
      '3–5 automations built, tested and launched',
      'Team training on each automation as it goes live',
      'Fortnightly progress check-ins and a final review',
    ],
    outcomes: [
      'Time savings from the first 2 weeks, with the full benefit in 30–60 days',
      '3–5 automations working in your business',
      'A clear view of what to tackle next',
    ],
    price: 'Plan Your 90-Day Sprint',
    ctaType: 'contact',
    ctaLink: '/contact',
    testimonials: [
      {
        quote: 'By week six we had four automations live. The fortnightly check-ins kept everyone honest, us included.',
        name: 'Managing Director',
        role: 'Recruitment agency',
      },
    ],
    faqs: [
      {
        question: 'What counts as an automation?',
        answer:
          'Any routine task that now runs on its own or with one click, such as enquiry follow-ups, invoice reminders or weekly reporting.',
      },
      {
        question: 'How much of our time will it take?',
        answer: 'Expect a kick-off workshop, then about an hour a fortnight for check-ins and reviews.',
      },
      {
        question: 'What happens after 90 days?',
        answer: 'You keep everything we built. Many clients move on to ongoing enablement or one of our monthly plans.',
      },
    ],
  },
  'ongoing-ai-enablement': {
    title: 'Ongoing AI Enablement',
    description:
      'Regular, hands-on support to keep your AI tools working, your team improving and your business up to date as the technology changes.',
    whoIsItFor: [
      'Businesses that already use AI and want to get more from it',
      'Teams without an in-house AI or automation specialist',
      'Owners who want a trusted adviser on call',
    ],
    whatsIncluded: [
      'Monthly strategy and review sessions',
      'Maintenance and improvement of your existing automations',
      'Short training refreshers as tools change',
      'Priority answers to your team’s questions',
      'Quarterly reports on results, risks and compliance',
    ],
    outcomes: [
      'AI tools that keep delivering instead of quietly falling out of use',
      'A team that grows more confident every month',
      'Early warning of changes that affect your business',
    ],
    price: 'Talk About Ongoing Support',
    ctaType: 'contact',
    ctaLink: '/contact',
    testimonials: [
      {
        quote: 'Having someone to ask before we buy a tool or change a process has saved us from several costly mistakes.',
        name: 'Finance Director',
        role: 'Manufacturing business',
      },
    ],
    faqs: [
      {
        question: 'Is there a minimum term?',
        answer: 'No. Support is arranged month to month, and you can pause or stop at any time.',
      },
      {
        question: 'Can you support tools someone else set up?',
        answer: 'Usually, yes. We review what you have first and tell you honestly what is worth keeping.',
      },
      {
        question: 'How quickly do you respond?',
        answer: `We reply within ${site.responsePromise}, and faster for urgent issues with live automations.`,
      },
    ],
  },
  'ai-team-training-onboarding': {
    title: 'AI Team Training & Onboarding',
    description:
      'CPD-certified AI training and 30–90 day onboarding programmes that give your whole team the confidence to use AI safely and well.',
    whoIsItFor: [
      'Teams that have access to AI tools but are not sure how to use them',
      'Managers rolling out AI and wanting consistent, safe habits',
      'New starters who need to get up to speed quickly',
    ],
    whatsIncluded: [
      'CPD-certified training, in groups or 1:1',
      'Role-based playbooks for each part of the business',
      'Hands-on exercises using your own documents and tasks',
      'A 30–90 day onboarding programme with check-ins',
      'Simple team rules for safe, compliant AI use',
    ],
    outcomes: [
      'Every team member using AI confidently in their own role',
      'Consistent, approved ways of working across the business',
      'Measurable time saved within weeks',
    ],
    price: 'Plan Your Team Training',
    ctaType: 'contact',
    ctaLink: '/contact',
    testimonials: [
      {
        quote: 'The role-based playbooks made the difference. People went back to their desks and used them the same afternoon.',
        name: 'Head of People',
        role: 'Professional services firm',
      },
    ],
    faqs: [
      {
        question: 'Is the training CPD-certified?',
        answer: 'Yes. Attendees can log the hours towards CPD, and the self-paced course comes with a certificate.',
      },
      {
        question: 'Can you train people at different levels together?',
        answer: 'Yes. We set shared foundations, then split exercises by role and confidence level.',
      },
      {
        question: 'Do you offer training online?',
        answer: 'Yes. Live online sessions, in-person workshops and a self-paced course are all available.',
      },
    ],
    hasOnlineCourse: true,
  },
}
