// Copy for /about (spec 2.6). Neutral wording: the business name is not used.

export const aboutCopy = {
  title: 'About Us',
  lead: 'We help small and growing businesses use AI with clarity, trust and steady progress.',
  story: [
    'We are a UK AI consultancy for owners, founders and teams who are not technical and do not want to be. Our job is to work out where AI genuinely saves you time, set it up safely and make sure your people are comfortable using it.',
    'We do not sell hype or one-size-fits-all software. We start with how your business actually runs, make small changes that can be checked and measured, and stay around to keep them working.',
  ],
} as const

export const aboutChecklist: readonly string[] = [
  'CPD-certified AI training for individuals and teams',
  'Straight answers about what AI can and cannot do for you',
  'Small, safe steps with people checking every output',
  'Custom AI apps, assistants and workflows built around your business',
  'Done-for-you monthly plans with no contract',
  'Support from people who reply, not a ticket queue',
]

export const aboutValues: readonly { title: 'Clarity' | 'Trust' | 'Progress'; text: string }[] = [
  {
    title: 'Clarity',
    text: 'Plain English, clear prices and a clear plan. You always know what we are doing and why.',
  },
  {
    title: 'Trust',
    text: 'We are honest about limits and risks, protect your data and never push a tool you do not need.',
  },
  {
    title: 'Progress',
    text: 'Real, measurable improvements, one step at a time, rather than promises about the future.',
  },
]
