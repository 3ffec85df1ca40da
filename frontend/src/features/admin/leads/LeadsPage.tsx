import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/Button'
import { buttonStyles } from '@/components/ui/button-styles'
import { leadsCopy as copy, peopleCopy, viewLabels } from '@/content/admin-leads'
import { useSession } from '../api/get-session'
import { Alert } from '../components/Alert'
import { RequireArea } from '../components/RequireArea'
import { useBoard } from './api/get-board'
import { leadsCsvUrl, useLeads } from './api/list-leads'
import { useOwners } from './api/list-owners'
import { usePeople } from './api/people'
import { DataRequestPanel } from './components/DataRequestPanel'
import { LeadBoard } from './components/LeadBoard'
import { LeadFilters } from './components/LeadFilters'
import { LeadsTable } from './components/LeadsTable'
import { PeopleTable } from './components/PeopleTable'
import { filterQuery, filtersFromParams, leadsViews, viewFromParams, withView, type LeadsView } from './lead-filters'
import type { LeadFilterValues } from './types'

// /admin/leads: the sales inbox (admin and sales): submissions, a board or people.
export function LeadsPage() {
  return (
    <RequireArea area="leads">
      <Leads />
    </RequireArea>
  )
}

function Leads() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const view = viewFromParams(params)
  const owners = useOwners()
  const session = useSession()
  const isAdmin = session.data?.user?.areas.includes('users') ?? false
  const onChange = useCallback(
    (next: LeadFilterValues) => setParams(withView(filterQuery(next), view), { replace: true }),
    [setParams, view],
  )
  const showView = (next: LeadsView) => setParams(withView(filterQuery({ ...filters, page: 1 }), next), { replace: true })

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
          <p className="text-slate-700">{copy.intro}</p>
        </div>
        <a href={leadsCsvUrl(filters)} className={buttonStyles({ variant: 'outline' })} download>
          {copy.exportCsv}
        </a>
      </div>
      <div role="group" aria-label="View" className="flex gap-2">
        {leadsViews.map((name) => (
          <Button key={name} size="sm" variant={name === view ? 'secondary' : 'outline'} aria-pressed={name === view} onClick={() => showView(name)}>
            {viewLabels[name]}
          </Button>
        ))}
      </div>
      <LeadFilters filters={filters} onChange={onChange} owners={owners.data?.owners} />
      {view === 'board' ? <BoardView filters={filters} /> : null}
      {view === 'people' ? <PeopleView filters={filters} onChange={onChange} /> : null}
      {view === 'table' ? <TableView filters={filters} onChange={onChange} /> : null}
      {isAdmin ? <DataRequestPanel /> : null}
    </div>
  )
}

function BoardView({ filters }: { filters: LeadFilterValues }) {
  const board = useBoard(filters)
  if (board.isPending) return <p role="status">Loading...</p>
  if (board.isError) return <Alert tone="error">{board.error.message}</Alert>
  return <LeadBoard board={board.data} filters={filters} />
}

function PeopleView({ filters, onChange }: { filters: LeadFilterValues; onChange: (next: LeadFilterValues) => void }) {
  const people = usePeople(filters)
  if (people.isPending) return <p role="status">Loading...</p>
  if (people.isError) return <Alert tone="error">{people.error.message}</Alert>
  const { total, per_page } = people.data
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        {total} {total === 1 ? 'person' : 'people'}
      </p>
      {people.data.people.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{peopleCopy.empty}</p>
      ) : (
        <PeopleTable people={people.data.people} />
      )}
      <Pager filters={filters} onChange={onChange} lastPage={Math.max(1, Math.ceil(total / per_page))} />
    </>
  )
}

function Pager({ filters, onChange, lastPage }: { filters: LeadFilterValues; onChange: (next: LeadFilterValues) => void; lastPage: number }) {
  if (lastPage <= 1) return null
  return (
    <nav aria-label="Pages" className="flex items-center gap-3">
      <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => onChange({ ...filters, page: filters.page - 1 })}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {filters.page} of {lastPage}
      </span>
      <Button variant="outline" size="sm" disabled={filters.page >= lastPage} onClick={() => onChange({ ...filters, page: filters.page + 1 })}>
        Next
      </Button>
    </nav>
  )
}

function TableView({ filters, onChange }: { filters: LeadFilterValues; onChange: (next: LeadFilterValues) => void }) {
  const leads = useLeads(filters)
  const lastPage = leads.data ? Math.max(1, Math.ceil(leads.data.total / leads.data.per_page)) : 1
  return (
    <>
      {leads.isPending ? <p role="status">Loading...</p> : null}
      {leads.isError ? <Alert tone="error">{leads.error.message}</Alert> : null}
      {leads.data ? (
        <p className="text-sm text-slate-600" role="status">
          {leads.data.total} lead{leads.data.total === 1 ? '' : 's'}
        </p>
      ) : null}
      {leads.data && leads.data.leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{copy.empty}</p>
      ) : null}
      {leads.data && leads.data.leads.length > 0 ? <LeadsTable leads={leads.data.leads} /> : null}
      <Pager filters={filters} onChange={onChange} lastPage={lastPage} />
    </>
  )
}
