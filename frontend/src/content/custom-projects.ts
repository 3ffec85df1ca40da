// Copy for /services/custom-projects (spec 2.6). Build time from spec 9.
import type { IconName } from '@/components/content/icons'

export const customProjectsHero = {
  eyebrow: 'Customised AI solutions',
  title: 'Custom AI Projects & App Building',
  lead: 'AI apps, assistants and automated workflows designed around the way your business already works. Built in 2–4 weeks, tested on your real data and handed over so your team owns them.',
  cta: { label: 'Start a Custom Project', href: '/contact' },
} as const

export type BuildOption = { title: string; body: string; icon: IconName }

export const whatWeBuild: readonly BuildOption[] = [
  {
    title: 'Customer chat assistants',
    body: 'Answer common questions on your website around the clock, using your own policies and product information.',
    icon: 'chat',
  },
  {
    title: 'Internal knowledge assistants',
    body: 'Give staff instant, accurate answers from your handbooks, procedures and past work.',
    icon: 'search',
  },
  {
    title: 'Automated workflows',
    body: 'Connect email, forms, CRM and spreadsheets so routine steps happen on their own, with approval points where they matter.',
    icon: 'spark',
  },
  {
    title: 'Document processing',
    body: 'Read invoices, forms and contracts, pull out the details and file them where they belong.',
    icon: 'code',
  },
  {
    title: 'Reporting dashboards',
    body: 'Turn data you already collect into clear weekly summaries, without anyone building spreadsheets by hand.',
    icon: 'chart',
  },
  {
    title: 'Small custom apps',
    body: 'Simple, focused tools for quoting, scheduling or client onboarding that off-the-shelf software does not quite cover.',
    icon: 'rocket',
  },
]

export type ProcessStep = { title: string; body: string }

export const customProjectSteps: readonly ProcessStep[] = [
  {
    title: 'Discover',
    body: 'A free call and a short discovery session to understand the process, the people involved, the data and the risks. You get a fixed-price proposal before anything is built.',
  },
  {
    title: 'Design & Build',
    body: 'We design the tool with you, build it in short cycles and test it on your real data, typically within 2–4 weeks. You see working versions early and often.',
  },
  {
    title: 'Deploy & Support',
    body: 'We launch it in your accounts, train the people who will use it and stay on hand while it beds in, with documentation so you are never dependent on us.',
  },
]

export const customProjectsAudience: readonly string[] = [
  'Small and growing businesses with a process that eats hours every week',
  'Teams copying information between systems by hand',
  'Owners who have outgrown off-the-shelf tools but do not need a software house',
  'Businesses that want AI working for them without hiring a developer',
]

export const customProjectsOutcomes: readonly string[] = [
  'Hours saved every week on a process that used to be manual',
  'Fewer errors, with people checking the outputs that matter',
  'A tool you own, running in your own accounts',
  'A team that understands how it works and how to change it',
]
