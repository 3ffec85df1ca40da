import { Alert } from '../components/Alert'
import { Panel } from '../components/Panel'
import { RequireArea } from '../components/RequireArea'
import { usePeople } from './api/availability'
import { CalendarPanel } from './components/CalendarPanel'
import { Overrides } from './components/Overrides'
import { Preview } from './components/Preview'
import { RulesForm } from './components/RulesForm'
import type { Person } from './types'

// /admin/availability (issue 34): when each salesperson takes discovery calls. Admins see and
// change everyone's, sales their own (the API answers with only theirs).
export function AvailabilityPage() {
  return (
    <RequireArea area="booking">
      <Availability />
    </RequireArea>
  )
}

function Availability() {
  const people = usePeople()
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">Availability</h2>
        <p className="mt-2 text-slate-700">
          When each salesperson takes discovery calls. Visitors see only free times, never whose; UK bank holidays are
          never offered.
        </p>
      </div>
      {people.isPending ? <p role="status">Loading...</p> : null}
      {people.isError ? <Alert tone="error">{people.error.message}</Alert> : null}
      {people.data?.people.length === 0 ? <p className="text-slate-700">There are no sales accounts yet.</p> : null}
      {people.data?.people.map((person) => (
        <PersonAvailability key={person.user_id} person={person} />
      ))}
    </div>
  )
}

function PersonAvailability({ person }: { person: Person }) {
  return (
    <section aria-labelledby={`person-${person.user_id}`} className="space-y-4">
      <h3 id={`person-${person.user_id}`} className="text-xl font-semibold text-slate-900">
        {person.name} <span className="text-base font-normal text-slate-600">({person.email})</span>
      </h3>
      <Panel title="Hours and rules">
        <RulesForm userId={person.user_id} availability={person.availability} />
      </Panel>
      <Panel title="Days off and changed days">
        <Overrides userId={person.user_id} overrides={person.overrides} />
      </Panel>
      <Panel title="Calendar">
        <CalendarPanel person={person} />
      </Panel>
      <Panel title="Next week as visitors see it">
        <Preview userId={person.user_id} zone={person.availability.timezone} />
      </Panel>
    </section>
  )
}
