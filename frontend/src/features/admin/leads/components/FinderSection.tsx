import { buttonStyles } from '@/components/ui/button-styles'
import { recommenderEngineLabel } from '../recommender-engine'
import type { LeadDetail } from '../types'
import { DetailList } from './DetailList'

// Whether the visitor said it or we inferred it changes how far sales can lean on it.
function sectorText(finder: NonNullable<LeadDetail['finder']>): string | null {
  if (!finder.sector_label) return null
  return `${finder.sector_label} (${finder.sector_chosen ? 'chosen by the visitor' : 'read from their answers'})`
}

export function FinderSection({ leadId, finder }: { leadId: string; finder: NonNullable<LeadDetail['finder']> }) {
  const reportUrl = `/api/admin/leads/${encodeURIComponent(leadId)}/report.pdf`
  return (
    <div className="space-y-4">
      <DetailList
        items={[
          { label: 'Company', value: finder.company_name },
          { label: 'Company size', value: finder.company_size },
          { label: 'Business goals', value: finder.business_goals.join(', ') },
          { label: 'Main challenges', value: finder.main_challenges.join(', ') },
          { label: 'Current tools', value: finder.current_tools },
          { label: 'Sector', value: sectorText(finder) },
          {
            label: 'Recommended by',
            value: finder.has_recommendations ? recommenderEngineLabel(finder.recommender_engine) : 'not run yet',
          },
          {
            label: 'Consistency check',
            value: finder.consistency_checks.length
              ? finder.consistency_checks
                  .map((check) => (check.passed ? 'passed' : `failed: ${check.mismatches.join('; ')}`))
                  .join(' / ')
              : 'not run yet',
          },
        ]}
      />
      <h4 className="font-semibold text-slate-900">Recommendations</h4>
      {finder.recommendations.length === 0 ? (
        <p className="text-sm text-slate-600">No recommendations were made.</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-3">
          {finder.recommendations.map((tool) => (
            <li key={tool.name} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">{tool.name}</p>
              <p className="text-xs text-slate-500">{tool.category}</p>
              <p className="mt-2 text-slate-800">{tool.summary}</p>
              <p className="mt-2 text-slate-700">
                <span className="font-medium">Why: </span>
                {tool.rationale}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {finder.has_stored_report ? (
          <a href={reportUrl} target="_blank" rel="noreferrer" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            PDF report as emailed
          </a>
        ) : null}
        {finder.has_recommendations ? (
          <a href={`${reportUrl}?fresh=1`} target="_blank" rel="noreferrer" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            Regenerate PDF report
          </a>
        ) : null}
      </div>
    </div>
  )
}
