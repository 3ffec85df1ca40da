// Copy for /services/starter-kit (spec 2.6): what is and is not in the kit.

export const starterKitHero = {
  eyebrow: 'Planned for a productised launch',
  title: 'AI Starter Kit for Founders',
  lead: 'The essentials a founder needs to start using AI with confidence: a curated toolkit, ready-to-use prompts and step-by-step guides, without the overwhelm.',
  cta: { label: 'Get the Starter Kit', href: '/contact' },
} as const

export const starterKitIncluded: readonly string[] = [
  'A curated, budget-friendly AI tool stack for a one-person or small business',
  'A prompt library for everyday founder tasks: emails, proposals, content and research',
  'Step-by-step setup guides, written for non-technical founders',
  'A simple safe-use checklist covering data protection and accuracy',
  'A 30-day action plan to build the habits that stick',
  'Templates for the first three automations most founders need',
]

export const starterKitNotIncluded: readonly string[] = [
  'Paid subscriptions to the recommended tools',
  'Custom development or integration work',
  'Ongoing one-to-one coaching (available separately)',
  'Done-for-you setup in your own accounts',
]

export const starterKitAudience: readonly string[] = [
  'Solo founders and solopreneurs',
  'Early-stage businesses with no time for trial and error',
  'Consultants and freelancers who want to work smarter',
]
