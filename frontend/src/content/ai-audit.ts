// Copy for /services/ai-audit (spec 2.6). Finder facts from spec 9.

export const aiAuditHero = {
  eyebrow: 'Free diagnostic',
  title: 'AI Tool Finder Audit',
  lead: 'A short diagnostic that shows which AI tools are worth your time, and which are not. Answer a few questions about your business and get three tailored recommendations, emailed to you.',
  cta: { label: 'Take the AI Tool Finder Quiz', href: '/ai-tool-finder' },
} as const

export const auditContents: readonly { title: string; body: string }[] = [
  {
    title: 'Your goals',
    body: 'What you want AI to help with, from customer service and lead generation to reporting and admin.',
  },
  {
    title: 'Your challenges',
    body: 'What is getting in the way: manual processes, budget, skills, integration or security worries.',
  },
  {
    title: 'Your current tools',
    body: 'What you already pay for, so we build on it instead of adding another subscription.',
  },
  {
    title: 'Three tailored recommendations',
    body: 'Exactly three tools that fit, each with a plain-English reason, shown on screen and emailed to you as a PDF summary.',
  },
]

export const auditAudience: readonly string[] = [
  'Owners and founders who are curious about AI but short on time',
  'Managers asked to "look into AI" without a clear brief',
  'Teams paying for tools that nobody uses',
  'Anyone about to buy AI software and wanting a sense check first',
]

export const auditWhyItMatters: readonly { title: string; body: string }[] = [
  {
    title: 'Too many tools, too little time',
    body: 'New AI products launch every week. Picking the wrong one costs money and, worse, the goodwill of a team that tried it and gave up.',
  },
  {
    title: 'The right fit beats the newest thing',
    body: 'The best tool is the one that solves your actual problem and works with what you already use, not the one with the loudest launch.',
  },
  {
    title: 'A clear first step',
    body: 'A short, reasoned shortlist turns "we should do something with AI" into a decision you can make this week.',
  },
]

export const auditFacts: readonly string[] = [
  'Takes under 2 minutes',
  'Exactly 3 recommendations',
  'Results emailed to you',
  'Free, with no obligation',
]
