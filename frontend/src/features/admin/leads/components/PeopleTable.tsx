import { Link } from 'react-router'
import { formatDateTime } from '@/features/admin/lib/dates'
import type { PersonSummary } from '../types'
import { ScoreBadge } from './ScoreBadge'

// The inbox as people: one row per email address, with what all their leads add up to.
export function PeopleTable({ people }: { people: PersonSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Person</th>
            <th scope="col" className="px-4 py-3 font-semibold">Score</th>
            <th scope="col" className="px-4 py-3 font-semibold">Leads</th>
            <th scope="col" className="px-4 py-3 font-semibold">Forms</th>
            <th scope="col" className="px-4 py-3 font-semibold">Stages</th>
            <th scope="col" className="px-4 py-3 font-semibold">Owners</th>
            <th scope="col" className="px-4 py-3 font-semibold">Latest</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {people.map((person) => (
            <tr key={person.email}>
              <td className="px-4 py-3">
                <Link to={`/admin/people/${person.lead_id}`} className="font-medium text-slate-900 hover:text-accent-700 hover:underline">
                  {person.name || person.email}
                </Link>
                <p className="text-xs text-slate-500">
                  {person.email}
                  {person.company ? ` · ${person.company}` : ''}
                </p>
              </td>
              <td className="px-4 py-3">
                <ScoreBadge score={person.score} reasons={person.score_reasons} />
              </td>
              <td className="px-4 py-3 text-slate-700">{person.lead_count}</td>
              <td className="px-4 py-3 text-slate-700">{person.kinds.join(', ')}</td>
              <td className="px-4 py-3 text-slate-700">
                {Object.entries(person.stages)
                  .map(([stage, count]) => `${stage} ${count}`)
                  .join(', ')}
              </td>
              <td className="px-4 py-3 text-slate-700">{person.owners.join(', ') || '—'}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(person.latest_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
