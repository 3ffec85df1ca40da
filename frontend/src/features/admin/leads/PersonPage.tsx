import { Link, useParams } from 'react-router'
import { peopleCopy as copy } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { usePerson } from './api/people'
import { LeadQueryState } from './components/LeadQueryState'
import { DetailList } from './components/DetailList'
import { LeadTimeline } from './components/LeadTimeline'
import { ScoreReasons } from './components/ScoreBadge'

// /admin/people/:leadId: the person one lead belongs to, with all their leads and one
// timeline (admin and sales).
export function PersonPage() {
  return (
    <RequireArea area="leads">
      <Person />
    </RequireArea>
  )
}

function Person() {
  const { leadId = '' } = useParams()
  const query = usePerson(leadId)
  const back = (
    <Link to="/admin/leads?view=people" className="text-sm font-medium text-accent-700 hover:underline">
      {copy.back}
    </Link>
  )
  if (!query.isSuccess) return <LeadQueryState query={query} back={back} notFound={copy.notFound} />
  const person = query.data.person
  return (
    <div className="space-y-6">
      {back}
      <h2 className="text-2xl font-bold text-slate-900">{person.name || person.email}</h2>
      <Panel title="Person">
        <DetailList
          items={[
            { label: 'Email', value: person.email },
            { label: 'Company', value: person.company },
            { label: 'Leads', value: String(person.lead_count) },
            { label: 'Forms', value: person.kinds.join(', ') },
            { label: 'Owners', value: person.owners.join(', ') },
            { label: 'Lists', value: person.signups.map((s) => `${s.list} (${s.status})`).join(', ') },
            { label: 'First seen', value: formatDateTime(person.first_at) },
          ]}
        />
      </Panel>
      <Panel title="Score">
        <p className="text-3xl font-bold text-slate-900" aria-label="Lead score">
          {person.score}
          <span className="text-base font-normal text-slate-600"> / 100</span>
        </p>
        <ScoreReasons reasons={person.score_reasons} />
      </Panel>
      <Panel title="Leads">
        <ul className="divide-y divide-slate-100 text-sm">
          {person.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
              <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
                {lead.kind_label}
              </Link>
              <span className="text-slate-600">{formatDateTime(lead.created_at)}</span>
              <span className="text-slate-700">{lead.stage_label}</span>
              {lead.owner ? <span className="text-slate-600">Owner: {lead.owner.email ?? 'a removed account'}</span> : null}
              {lead.is_spam ? <span className="text-xs font-semibold text-red-700">spam</span> : null}
              <p className="w-full break-words text-slate-700">{lead.summary}</p>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Timeline">
        <LeadTimeline entries={person.timeline} empty={copy.noTimeline} />
      </Panel>
    </div>
  )
}
