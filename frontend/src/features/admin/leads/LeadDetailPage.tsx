import { Link, useNavigate, useParams } from 'react-router'
import { leadsCopy as copy, leadFlagCopy, peopleCopy, submissionStatusLabels } from '@/content/admin-leads'
import { formatDateTime } from '@/features/admin/lib/dates'
import { useSession } from '../api/get-session'
import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { useLead } from './api/get-lead'
import { CallPanel } from './components/CallPanel'
import { DataRequestPanel } from './components/DataRequestPanel'
import { StatusPill } from './components/DeliveryBadge'
import { LeadQueryState } from './components/LeadQueryState'
import { DetailList, utmText } from './components/DetailList'
import { FinderRunRef } from './components/FinderRunRef'
import { FinderSection } from './components/FinderSection'
import { FollowUpForm } from './components/FollowUpForm'
import { HandlingForm } from './components/HandlingForm'
import { LeadEmails } from './components/LeadEmails'
import { LeadJobs } from './components/LeadJobs'
import { LeadNotes } from './components/LeadNotes'
import { LeadTimeline } from './components/LeadTimeline'
import { OwnerForm } from './components/OwnerForm'
import { ScoreReasons } from './components/ScoreBadge'
import { SignupConsent } from './components/SignupConsent'
import { StageForm } from './components/StageForm'

// /admin/leads/:leadId: one lead in full (admin and sales).
export function LeadDetailPage() {
  return (
    <RequireArea area="leads">
      <LeadDetail />
    </RequireArea>
  )
}

function LeadDetail() {
  const { leadId = '' } = useParams()
  const query = useLead(leadId)
  const session = useSession()
  const navigate = useNavigate()
  const isAdmin = session.data?.user?.areas.includes('users') ?? false

  const back = (
    <Link to="/admin/leads" className="text-sm font-medium text-accent-700 hover:underline">
      {copy.back}
    </Link>
  )
  if (!query.isSuccess) return <LeadQueryState query={query} back={back} notFound={copy.notFound} />
  const lead = query.data.lead
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{lead.name || lead.email}</h2>
        <StatusPill status={lead.status} label={submissionStatusLabels[lead.status] ?? lead.status} />
        {lead.is_spam ? <span className="text-sm font-semibold text-red-700">{lead.spam_label}</span> : null}
        {lead.is_repeat ? <span className="text-sm font-semibold text-slate-700">{leadFlagCopy.repeat}</span> : null}
        {lead.recipient_limited ? <span className="text-sm font-semibold text-orange-800">{leadFlagCopy.limited}</span> : null}
      </div>
      <Link to={`/admin/people/${lead.id}`} className="inline-block text-sm font-medium text-accent-700 hover:underline">
        {peopleCopy.seePerson(lead.person_leads)}
      </Link>
      {lead.suspect ? <Alert tone="info">{leadFlagCopy.suspectDetail}</Alert> : null}
      <Panel title="Score">
        <p className="text-3xl font-bold text-slate-900" aria-label="Lead score">
          {lead.score}
          <span className="text-base font-normal text-slate-600"> / 100</span>
        </p>
        {lead.score_reasons.length ? <ScoreReasons reasons={lead.score_reasons} /> : <p className="text-sm text-slate-600">{copy.noScore}</p>}
      </Panel>
      <Panel title="Sales">
        <StageForm key={`${lead.sales.stage}-${lead.sales.stage_changed_at}`} lead={lead} />
        <OwnerForm key={`owner-${lead.sales.owner?.id ?? 'none'}`} lead={lead} />
        <FollowUpForm key={`follow-up-${lead.sales.follow_up?.due ?? ''}-${lead.sales.follow_up?.action ?? ''}`} lead={lead} />
        <HandlingForm lead={lead} />
      </Panel>
      {lead.calls.length ? (
        <div id="calls">
          <Panel title="Discovery calls">
            <CallPanel leadId={lead.id} calls={lead.calls} />
          </Panel>
        </div>
      ) : null}
      {lead.is_repeat ? <p className="text-sm text-slate-700">{leadFlagCopy.repeatDetail}</p> : null}
      {lead.recipient_limited ? <p className="text-sm text-orange-900">{leadFlagCopy.limitedDetail}</p> : null}
      <Panel title="Submission">
        <DetailList
          items={[
            { label: 'Kind', value: lead.kind_label },
            { label: 'Name', value: lead.name },
            { label: 'Email', value: lead.email },
            { label: 'Received', value: formatDateTime(lead.created_at) },
            { label: 'Job step', value: lead.job_stage },
            { label: 'Attempts', value: String(lead.attempts) },
            { label: 'Error', value: lead.error },
            { label: 'Finished', value: lead.finished_at ? formatDateTime(lead.finished_at) : null },
            { label: 'Source page', value: lead.source.page },
            { label: 'Referrer', value: lead.source.referrer },
            { label: 'UTM', value: utmText(lead.source.utm) },
            { label: 'Lead id', value: lead.id },
          ]}
        />
      </Panel>
      {lead.contact ? (
        <Panel title="Message">
          <DetailList
            items={[
              { label: 'Name', value: lead.contact.name },
              { label: 'Email', value: lead.contact.email },
              { label: 'Role', value: lead.contact.role_label },
              {
                label: 'Plan',
                value: lead.contact.plan_label
                  ? copy.planAskedAbout(lead.contact.plan_label, lead.contact.plan_from_quiz)
                  : null,
              },
              {
                label: copy.finderRunLabel,
                value: lead.contact.finder_run ? <FinderRunRef run={lead.contact.finder_run} /> : null,
              },
              { label: 'Message', value: lead.contact.message },
            ]}
          />
        </Panel>
      ) : null}
      {lead.finder ? (
        <Panel title="Tool finder">
          <FinderSection leadId={lead.id} finder={lead.finder} />
        </Panel>
      ) : null}
      {lead.signup ? (
        <Panel title="Sign-up and consent">
          <SignupConsent signup={lead.signup} />
        </Panel>
      ) : null}
      <Panel title="Emails">
        <LeadEmails leadId={lead.id} emails={lead.emails} />
      </Panel>
      <Panel title="Jobs">
        <LeadJobs jobs={lead.jobs} />
      </Panel>
      <Panel title="Notes">
        <LeadNotes leadId={lead.id} notes={lead.notes} />
      </Panel>
      <Panel title="Timeline">
        <LeadTimeline entries={lead.timeline} empty={copy.noTimeline} />
      </Panel>
      {isAdmin ? <DataRequestPanel initialEmail={lead.email} onErased={() => navigate('/admin/leads')} /> : null}
    </div>
  )
}
