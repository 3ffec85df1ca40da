// The plan quiz (spec 2.10): five questions, each option weighted 0-3 towards
// each plan. Picking the first option every time lands on Clarity, the middle
// one on Growth and the last one on Freedom, so every result is reachable.

import { formatPrice, plans, type PlanKey } from './plans'

export type PlanWeights = Record<PlanKey, number>

export type QuizOption = {
  value: string
  label: string
  weights: PlanWeights
}

export type QuizQuestion = {
  id: string
  question: string
  options: readonly QuizOption[]
}

export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'team-size',
    question: 'How many people work in your business?',
    options: [
      { value: 'just-me', label: 'Just me', weights: { clarity: 3, growth: 1, freedom: 0 } },
      { value: 'small-team', label: '2 to 10 people', weights: { clarity: 1, growth: 3, freedom: 1 } },
      { value: 'larger-team', label: 'More than 10 people', weights: { clarity: 0, growth: 1, freedom: 3 } },
    ],
  },
  {
    id: 'marketing-today',
    question: 'Which best describes your marketing today?',
    options: [
      {
        value: 'barely-there',
        label: "Barely there: people can't find us online",
        weights: { clarity: 3, growth: 1, freedom: 0 },
      },
      {
        value: 'inconsistent',
        label: 'We create content, but not consistently',
        weights: { clarity: 1, growth: 3, freedom: 1 },
      },
      {
        value: 'needs-running',
        label: 'There is plenty to do and we need someone to run all of it',
        weights: { clarity: 0, growth: 1, freedom: 3 },
      },
    ],
  },
  {
    id: 'admin-hours',
    question: 'How much time goes on repetitive admin each week?',
    options: [
      { value: 'a-few-hours', label: 'A few hours', weights: { clarity: 3, growth: 1, freedom: 0 } },
      { value: 'a-day', label: 'Around a day', weights: { clarity: 1, growth: 3, freedom: 1 } },
      {
        value: 'several-days',
        label: 'Several days across the team',
        weights: { clarity: 0, growth: 1, freedom: 3 },
      },
    ],
  },
  {
    id: 'support-level',
    question: 'How involved would you like us to be?',
    options: [
      {
        value: 'set-up',
        label: 'Set things up and let me get on with it',
        weights: { clarity: 3, growth: 0, freedom: 0 },
      },
      {
        value: 'monthly',
        label: 'A monthly strategy check-in',
        weights: { clarity: 0, growth: 3, freedom: 1 },
      },
      {
        value: 'weekly',
        label: 'Weekly calls and hands-on direction',
        weights: { clarity: 0, growth: 1, freedom: 3 },
      },
    ],
  },
  {
    id: 'budget',
    question: 'What monthly budget feels right?',
    options: [
      {
        value: 'entry',
        label: `Around ${formatPrice(plans.clarity)} a month`,
        weights: { clarity: 3, growth: 0, freedom: 0 },
      },
      {
        value: 'middle',
        label: `Around ${formatPrice(plans.growth)} a month`,
        weights: { clarity: 1, growth: 3, freedom: 0 },
      },
      {
        value: 'top',
        label: `${formatPrice(plans.freedom)} a month or more`,
        weights: { clarity: 0, growth: 1, freedom: 3 },
      },
    ],
  },
]

export const quizCopy = {
  title: 'Find the Right AI-Powered Plan for Your Business',
  duration: 'It only takes 60 seconds.',
  intro:
    'Answer five quick questions about your business and we will suggest the done-for-you plan that fits. No email needed.',
  start: 'Get Started',
  resultLead: 'Based on your answers, we recommend the:',
  // Spec 2.10: the quiz result points at the plans section on Home.
  viewPlanHref: '/#plans',
} as const
