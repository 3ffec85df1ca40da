import { Section } from '@/components/content/Section'
import { firstAssistantSetupTime, routineWorkAutomatedShare, type Plan } from '@/content/plans'

export function PlanResults({ plan }: { plan: Plan }) {
  const results = [
    { figure: `${plan.hoursSavedPerWeek} hours`, label: 'saved every week' },
    { figure: routineWorkAutomatedShare, label: 'of routine work automated' },
    { figure: firstAssistantSetupTime, label: 'until your first assistant and calendar are set up' },
  ]
  return (
    <Section
      id="results"
      title="Results You Can Expect"
      lead="Typical figures once your assistants and automations are running. Your own results depend on how much routine work your business has."
    >
      <ul className="grid gap-6 sm:grid-cols-3">
        {results.map((result) => (
          <li key={result.label} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-3xl font-bold text-accent-700">{result.figure}</p>
            <p className="mt-2 text-slate-600">{result.label}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
