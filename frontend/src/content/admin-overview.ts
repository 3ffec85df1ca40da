// Copy for the owner's overview (/admin/overview, issue 27) and the dashboard's summary band.

export const overviewCopy = {
  title: 'Overview',
  intro:
    'Where leads come from, where visitors drop out and what turns into work. Counted without cookies: page steps as daily totals, never a person.',
  loading: 'Loading...',
  leads: 'Leads',
  funnels: 'Funnels',
  sources: 'Sources',
  pipeline: 'Sales pipeline',
  downloadCsv: 'Download CSV',
  chartNote: 'The chart shows the table below it.',
  noData: 'Nothing in this range yet.',
  notApplicable: 'n/a',
} as const

// The range picker: presets by their URL value (?range=30d), or ?from=&to= for a custom one.
export const rangePresets = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
] as const

export const rangeCopy = {
  legend: 'Range',
  custom: 'Custom',
  from: 'From',
  to: 'To',
  show: 'Show',
  compared: (from: string, to: string) => `Compared with ${from} to ${to}`,
  badAddress: "The address's range could not be read, so the last 30 days are shown.",
  fromRequired: 'Choose the first day.',
  toRequired: 'Choose the last day.',
  toBeforeFrom: 'The last day must not be before the first.',
  tooLong: 'Choose at most 25 months.',
  future: 'The last day cannot be after today.',
} as const

// The forms whose leads are stacked in the leads chart, in stacking order (bottom first):
// the keys of the API's series entries.
export const leadSeries = [
  { key: 'contact', label: 'Contact' },
  { key: 'guide', label: 'Free guide' },
  { key: 'earlyAccess', label: 'Early access' },
  { key: 'newsletter', label: 'Newsletter' },
  { key: 'finder', label: 'Tool finder' },
  { key: 'booking', label: 'Discovery call' },
] as const

export const healthCopy = {
  label: "Today's health",
  allClear: 'All clear',
  attention: 'Needs attention',
  jobsFailing: (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'} failing`,
  emailsNotSent: (n: number) => `${n} ${n === 1 ? 'email' : 'emails'} not sent`,
  webhooksFailing: (n: number) => `${n} ${n === 1 ? 'webhook' : 'webhooks'} failing`,
  link: 'Job dashboard',
} as const

export const summaryBandCopy = {
  title: 'This week',
  leads: (thisWeek: number, lastWeek: number) =>
    `${thisWeek} ${thisWeek === 1 ? 'lead' : 'leads'} this week (last week: ${lastWeek})`,
  followUps: (n: number) => `${n} ${n === 1 ? 'follow-up' : 'follow-ups'} due today`,
  link: 'Open the overview',
  loading: 'Loading the week’s figures...',
} as const
