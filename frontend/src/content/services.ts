// The services overview (spec 2.4, entity 'Service card' in spec 3). CTA texts
// and targets are the spec's. The per-slug detail records live in
// service-records.ts (split only to keep each file readable).
import type { IconName } from '@/components/content/icons'

export type ServiceCard = {
  id: string
  title: string
  summary: string
  includes: readonly string[]
  outcome: string
  ctaText: string
  href: string
  icon: IconName
  // Shown as a badge: the service is announced but not yet on sale.
  status?: 'planned'
}

export const servicesIntro = {
  title: 'Practical AI Services Designed for Real-World Businesses',
  lead: 'Whether you need a tool built, the right software chosen or a team trained, every service starts with your problem, not the technology.',
} as const

export const serviceCards: readonly ServiceCard[] = [
  {
    id: 'custom-projects',
    title: 'Custom AI Projects & App Building',
    summary:
      'AI apps, assistants and automated workflows designed around the way your business already works, and built in weeks rather than months.',
    includes: [
      'Discovery session to map the process and the risks',
      'A working prototype you can test early',
      'Integration with the tools you already use',
      'Handover training, documentation and support',
    ],
    outcome: 'A working tool that removes a real bottleneck, owned by you and understood by your team.',
    ctaText: 'Start a Custom Project',
    href: '/services/custom-projects',
    icon: 'code',
  },
  {
    id: 'chat-assistants',
    title: 'AI Chat Assistants',
    summary:
      'An assistant trained on your own content that answers customer or staff questions around the clock, and hands over to a person when it should.',
    includes: [
      'Trained on your FAQs, policies and product information',
      'On your website or inside your team’s tools',
      'Clear rules for when a person takes over',
      'Regular accuracy reviews and updates',
    ],
    outcome: 'Fewer repeat questions in your inbox and faster answers for your customers.',
    ctaText: "Let's Build One",
    href: '/contact',
    icon: 'chat',
  },
  {
    id: 'tool-finder',
    title: 'AI Tool Finder',
    summary:
      'A short diagnostic quiz that matches your goals and challenges to three AI tools worth trying. It takes under 2 minutes and your results are emailed to you.',
    includes: [
      'Diagnostic quiz on your goals, challenges and current tools',
      'Three tailored tool recommendations with the reasons',
      'Results emailed to you with a PDF summary',
      'Takes under 2 minutes',
    ],
    outcome: 'A shortlist of tools that fit your business, instead of another afternoon of research.',
    ctaText: 'Find Your AI Tools',
    href: '/ai-tool-finder',
    icon: 'search',
  },
  {
    id: 'team-training',
    title: 'AI Team Training & Onboarding',
    summary:
      'CPD-certified training that gives your people the skills and confidence to use AI safely and well, in groups or 1:1.',
    includes: [
      'CPD-certified training',
      'Group workshops or 1:1 coaching',
      'Role-based playbooks',
      'Onboarding programmes over 30–90 days',
    ],
    outcome: 'A team that uses AI every day, safely and consistently.',
    ctaText: 'Explore Training',
    href: '/services/training',
    icon: 'graduation',
  },
  {
    id: 'starter-kit',
    title: 'AI Starter Kit for Founders',
    summary:
      'The essentials a founder needs to start with AI: a curated toolkit, ready-to-use prompts and step-by-step setup guides. Planned for a productised launch.',
    includes: [
      'A curated, budget-friendly tool stack',
      'A prompt library for everyday founder tasks',
      'Step-by-step setup guides',
      'A 30-day action plan',
    ],
    outcome: 'Start using AI in your business this week, without the guesswork.',
    ctaText: "See What's Inside",
    href: '/services/starter-kit',
    icon: 'rocket',
    status: 'planned',
  },
]

export const servicesBottomCta = {
  title: 'Not Sure Which Service You Need?',
  lead: 'Answer five quick questions and we will point you to the option that fits your business.',
  cta: { label: 'Find the Right Fit', href: '/find-your-fit' },
} as const

// Shown on service pages flagged coming soon (spec 2.5).
export const comingSoonPlaybooks = {
  title: 'Coming Soon: Customised AI Playbooks for Key Roles',
  body: 'Ready-made, tested playbooks for the roles that gain most from AI, each with prompts, step-by-step workflows and the checks a person should make before anything goes out.',
  roles: [
    'Sales and business development',
    'Operations and administration',
    'HR and people teams',
    'Finance and bookkeeping',
    'Marketing and content',
    'Professional practices',
  ],
} as const
