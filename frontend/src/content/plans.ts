// The one source for the done-for-you plans (spec section 9): prices, the
// feature table, best-for lists and stated savings. Every page that shows a
// plan reads it from here, so a price or a table cell is changed once.

import { formatGbp } from '@/lib/format-gbp'

export type PlanKey = 'clarity' | 'growth' | 'freedom'

// Column order everywhere: the comparison table, the cards, the quiz totals.
export const planKeys: readonly PlanKey[] = ['clarity', 'growth', 'freedom']

export type Plan = {
  key: PlanKey
  name: string
  monthlyPriceGbp: number
  href: `/plans/${PlanKey}`
  emoji: string
  // Quiz result card (spec 3, "Plan (quiz result)").
  title: string
  subhead: string
  summary: string
  idealFor: string
  bestFor: readonly string[]
  hoursSavedPerWeek: string
  // Included on top of the feature table rows.
  extras: readonly string[]
}

// Older name kept for pages that only need the headline fields.
export type PlanSummary = Plan

export const plans: Record<PlanKey, Plan> = {
  clarity: {
    key: 'clarity',
    name: 'Clarity',
    monthlyPriceGbp: 300,
    href: '/plans/clarity',
    emoji: '🧭',
    title: 'Get seen, look professional, stay in control',
    subhead: 'For solopreneurs who need visibility without another job to manage.',
    summary:
      'We set up your first AI assistant and one simple automation, map your buyer persona and keywords, and keep a steady trickle of posts and a monthly blog going out for you.',
    idealFor: 'Solopreneurs',
    bestFor: [
      'Need visibility',
      'Have no systems in place yet',
      'Want a professional look with little effort',
    ],
    hoursSavedPerWeek: '5-8',
    extras: [],
  },
  growth: {
    key: 'growth',
    name: 'Growth',
    monthlyPriceGbp: 600,
    href: '/plans/growth',
    emoji: '📈',
    title: 'Turn occasional content into a steady stream of leads',
    subhead: 'For growing teams that have content but no consistency.',
    summary:
      'We run your content across three platforms, manage two email funnels, add sales and operations assistants plus a chatbot, and meet you monthly to keep the strategy on track.',
    idealFor: 'Growing Teams',
    bestFor: [
      'Have content but no consistency',
      'Want to automate lead generation and follow-up',
      'Want strategy support without hiring staff',
    ],
    hoursSavedPerWeek: '10+',
    extras: ['A chatbot for your website'],
  },
  freedom: {
    key: 'freedom',
    name: 'Freedom',
    monthlyPriceGbp: 1200,
    href: '/plans/freedom',
    emoji: '🚀',
    title: 'Hand over the daily grind and get full delivery',
    subhead: 'For scaling SMEs that want marketing and automation done for them.',
    summary:
      'We deliver your marketing end to end, build complex workflows, run three AI assistants plus an AI consultant and a custom chat assistant, and report to you every week.',
    idealFor: 'Scaling SMEs',
    bestFor: [
      'Run a team that needs full delivery',
      'Want AI to take on the daily grind',
      'Want detailed reporting and direction',
    ],
    hoursSavedPerWeek: '20+',
    extras: ['A custom chat assistant'],
  },
}

// Shown with each plan's own hours figure: "Up to 80% of routine work automated".
export const routineWorkAutomatedShare = 'Up to 80%'

export const planTerms = 'no contract, start or cancel anytime'

// Onboarding timings (spec section 9).
export const setupStartsWithin = '72 hours'
export const firstAssistantSetupTime = '7-10 business days'

// A yes/no cell is a boolean so it can be rendered with an accessible label;
// everything else is the table's text, verbatim.
export type FeatureValue = string | boolean

export type FeatureRow = {
  feature: string
  values: Record<PlanKey, FeatureValue>
}

export const featureRows: readonly FeatureRow[] = [
  { feature: 'Ideal for', values: { clarity: 'Solopreneurs', growth: 'Growing Teams', freedom: 'Scaling SMEs' } },
  { feature: 'Buyer personas', values: { clarity: '1', growth: '2', freedom: '3 fully profiled' } },
  { feature: 'SEO keywords mapped', values: { clarity: '5', growth: '20', freedom: '30' } },
  { feature: 'Social posts per month', values: { clarity: '4', growth: '12', freedom: '20' } },
  { feature: 'Platforms', values: { clarity: '1-2', growth: '3', freedom: '5' } },
  { feature: 'Blogs per month', values: { clarity: '1', growth: '3', freedom: '5 long-form' } },
  {
    feature: 'Email funnels',
    values: { clarity: '1 sequence', growth: '2 managed', freedom: '3 fully managed' },
  },
  {
    feature: 'AI assistants',
    values: { clarity: '1', growth: '2 (sales + ops)', freedom: '3 plus AI consultant' },
  },
  { feature: 'Workflow automations', values: { clarity: '1', growth: '2', freedom: '3 complex' } },
  {
    feature: 'Strategy calls',
    values: { clarity: 'none', growth: 'monthly, 30 min', freedom: 'weekly, 30 min (4 a month)' },
  },
  {
    feature: 'Reporting',
    values: { clarity: 'quarterly snapshot', growth: 'monthly dashboard', freedom: 'weekly dashboard' },
  },
  { feature: 'Campaign maintenance', values: { clarity: false, growth: true, freedom: true } },
  { feature: 'AI tool maintenance', values: { clarity: false, growth: false, freedom: true } },
  {
    feature: 'Support SLA',
    values: { clarity: '48-72 hrs (email)', growth: '48 hrs (email or Slack)', freedom: '24 hrs' },
  },
]

// 'none' is how the table says a text feature is absent (Clarity's strategy calls).
export function isIncluded(value: FeatureValue): boolean {
  return value !== false && value !== 'none'
}

export function featureValueText(value: FeatureValue): string {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  return value
}

// "£1,200"
export function formatPrice(plan: Pick<Plan, 'monthlyPriceGbp'>): string {
  return formatGbp(plan.monthlyPriceGbp)
}

// "£1,200/month"
export function formatMonthlyPrice(plan: Pick<Plan, 'monthlyPriceGbp'>): string {
  return `${formatPrice(plan)}/month`
}
