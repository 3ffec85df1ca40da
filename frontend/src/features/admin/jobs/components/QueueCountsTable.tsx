import { jobStateLabels, jobStates } from '@/content/admin-jobs'
import type { QueueCounts } from '../types'

export function QueueCountsTable({ queues }: { queues: QueueCounts[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Queue</th>
            {jobStates.map((state) => (
              <th key={state} scope="col" className="px-3 py-2 text-right font-semibold">
                {jobStateLabels[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {queue.name}
              </th>
              {jobStates.map((state) => (
                <td
                  key={state}
                  aria-label={`${queue.name} ${jobStateLabels[state]}`}
                  className={`px-3 py-2 text-right tabular-nums ${state === 'failed' && queue[state] > 0 ? 'font-bold text-red-700' : 'text-slate-800'}`}
                >
                  {queue[state]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
