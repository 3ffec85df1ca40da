// The AI Tool Finder's options (spec 3): the ids the API accepts and the labels
// visitors see. pipeline/finder_options.py is the Python source of truth; a
// pytest (tests/pipeline/test_finder_options_sync.py) fails if the two differ.

export type FinderOption<Id extends string = string> = {
  readonly id: Id
  readonly label: string
}

export const companySizes = [
  { id: '1-5', label: '1-5 employees' },
  { id: '6-20', label: '6-20 employees' },
  { id: '21-50', label: '21-50 employees' },
  { id: '51-100', label: '51-100 employees' },
  { id: '101-500', label: '101-500 employees' },
  { id: '500+', label: '500+ employees' },
] as const satisfies readonly FinderOption[]

export const businessGoals = [
  { id: 'automate-customer-service', label: 'Automate customer service' },
  { id: 'generate-more-leads', label: 'Generate more leads' },
  { id: 'improve-content-creation', label: 'Improve content creation' },
  { id: 'streamline-data-analysis', label: 'Streamline data analysis' },
  { id: 'enhance-productivity', label: 'Enhance productivity' },
  { id: 'reduce-manual-tasks', label: 'Reduce manual tasks' },
  { id: 'improve-decision-making', label: 'Improve decision-making' },
  { id: 'optimize-marketing', label: 'Optimise marketing' },
  { id: 'automate-reporting', label: 'Automate reporting' },
  { id: 'other', label: 'Other' },
] as const satisfies readonly FinderOption[]

export const mainChallenges = [
  { id: 'too-many-manual-processes', label: 'Too many manual processes' },
  { id: 'lack-technical-expertise', label: 'Lack of technical expertise' },
  { id: 'budget-constraints', label: 'Budget constraints' },
  { id: 'finding-right-tools', label: 'Finding the right tools' },
  { id: 'integration-challenges', label: 'Integration challenges' },
  { id: 'staff-resistance', label: 'Staff resistance' },
  { id: 'data-quality-issues', label: 'Data quality issues' },
  { id: 'security-concerns', label: 'Security concerns' },
  { id: 'scalability-issues', label: 'Scalability issues' },
  { id: 'other', label: 'Other' },
] as const satisfies readonly FinderOption[]

export type CompanySize = (typeof companySizes)[number]['id']
export type BusinessGoal = (typeof businessGoals)[number]['id']
export type MainChallenge = (typeof mainChallenges)[number]['id']

// Non-empty tuples, as zod's enum wants them.
function ids<Id extends string>(options: readonly FinderOption<Id>[]): [Id, ...Id[]] {
  return options.map((option) => option.id) as [Id, ...Id[]]
}

export const companySizeIds = ids<CompanySize>(companySizes)
export const businessGoalIds = ids<BusinessGoal>(businessGoals)
export const mainChallengeIds = ids<MainChallenge>(mainChallenges)

// Spec 9: the finder always recommends exactly three tools.
export const FINDER_RECOMMENDATION_COUNT = 3
