// Copy for /how-it-works and /aim-framework (spec 2.6).

import type { FaqEntry } from '@/lib/faq-json-ld'
import { firstAssistantSetupTime, planTerms } from './plans'

type TitledText = { title: string; text: string }

export const principles: readonly TitledText[] = [
  {
    title: 'Plain English, no hype',
    text: 'We explain what AI can and cannot do for your business in words you would use yourself, and we say so when it is not the right tool.',
  },
  {
    title: 'Small, safe steps',
    text: 'We start with one or two tasks that matter, prove they work, then build from there. No big-bang projects.',
  },
  {
    title: 'People check every output',
    text: 'Nothing AI produces goes live until a person has reviewed it. You stay in control of what leaves your business.',
  },
  {
    title: 'Your data stays yours',
    text: 'We use tools with sensible privacy terms, give access only to the people who need it and document what we set up.',
  },
  {
    title: 'Your team comes with you',
    text: 'We train the people who will use the tools, so the change sticks after we step back.',
  },
]

export const processSteps: readonly TitledText[] = [
  {
    title: 'Discovery call',
    text: 'A free, no-pressure conversation about where your time goes and what you want to change.',
  },
  {
    title: 'Plan',
    text: 'We map the tasks worth automating, the risks to manage and the tools to use, and agree a clear scope and price.',
  },
  {
    title: 'Set up',
    text: `We build and test your assistants and automations. On a monthly plan, your first assistant and calendar are set up in ${firstAssistantSetupTime}.`,
  },
  {
    title: 'Review and improve',
    text: 'We track what is working, fix what is not and keep your team confident using the tools.',
  },
]

export const workingOptions = [
  {
    title: 'A monthly plan',
    text: `Done-for-you marketing and automation for a fixed monthly price, ${planTerms}. Best when you want steady, ongoing help.`,
    linkLabel: 'Compare Plans',
    href: '/compare-plans',
  },
  {
    title: 'A custom project',
    text: 'A one-off AI app, assistant or workflow built around your business. Best when you have a specific problem to solve.',
    linkLabel: 'Explore Custom Projects',
    href: '/services/custom-projects',
  },
] as const

export const howWeWorkFaqs: readonly FaqEntry[] = [
  {
    question: 'Do we need to be technical to work with you?',
    answer:
      'No. Most of our clients are not. We handle the setup and explain everything in plain English, and we train your team on what they need to know.',
  },
  {
    question: 'How long before we see results?',
    answer:
      'Most clients see time savings within the first two weeks, with the full benefit in 30 to 60 days as the automations settle in.',
  },
  {
    question: 'Is it safe to use AI with our business data?',
    answer:
      'It can be, with the right tools and settings. We choose tools with sensible privacy terms, limit who has access and keep a person checking every output.',
  },
  {
    question: 'Should we choose a plan or a custom project?',
    answer:
      'A plan suits you if you want ongoing marketing and automation done for you each month. A custom project suits a specific, one-off build. The discovery call is the place to work out which.',
  },
  {
    question: 'Will we have to replace the tools we already use?',
    answer:
      'Rarely. We work with what you have wherever we can and only suggest a new tool when it clearly saves time or money.',
  },
]

export const aimSteps = [
  {
    letter: 'A',
    title: 'Analyse',
    text: 'We map your needs and risks: where time goes, which tasks AI can safely help with and what must stay with people.',
  },
  {
    letter: 'I',
    title: 'Implement',
    text: 'We introduce AI in small, safe steps, with people checking every output before anything goes live.',
  },
  {
    letter: 'M',
    title: 'Monitor',
    text: 'We keep tracking results, compliance and your team’s confidence, and adjust as your business and the tools change.',
  },
] as const

export const bigBangProblems: readonly string[] = [
  'Large AI projects try to change everything at once, so when something goes wrong it is hard to see what and why.',
  'Teams are handed tools they were not consulted on and quietly go back to the old way.',
  'Months pass before anyone can tell whether the money was well spent.',
]

export const aimAnswer =
  'AIM works the other way round: one well-understood change at a time, checked by people, measured from week one. You see what works quickly and stop what does not before it costs you.'

export const aimBenefits: readonly TitledText[] = [
  { title: 'Lower risk', text: 'Small changes are easy to check, easy to reverse and easy to explain.' },
  { title: 'Faster proof', text: 'Time savings usually show in the first two weeks, not the first year.' },
  { title: 'A confident team', text: 'People learn the tools as they arrive, so they use them rather than avoid them.' },
  { title: 'Compliance built in', text: 'Risks are mapped before anything is built and reviewed as you go.' },
]

export type RoleTestimonial = { quote: string; role: string }

export const aimTestimonials: readonly RoleTestimonial[] = [
  {
    quote: 'Starting small was the right call. We had one process automated in a fortnight and the team asked for the next one.',
    role: 'Operations Manager, logistics company',
  },
  {
    quote: 'I liked that nothing went out without someone checking it. It made it easy to say yes to AI.',
    role: 'Practice Owner, accountancy firm',
  },
  {
    quote: 'The monthly reviews keep us honest about what is actually saving time and what is not.',
    role: 'Head of Marketing, professional services firm',
  },
]
