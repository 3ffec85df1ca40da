import { jobsCopy } from '@/content/admin-jobs'
import { formatDateTime } from '@/features/admin/lib/dates'
import type { WorkerInfo } from '../types'

export function WorkersTable({ workers }: { workers: WorkerInfo[] }) {
  if (workers.length === 0) return <p className="text-sm text-slate-600">{jobsCopy.noWorkers}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Worker</th>
            <th scope="col" className="px-3 py-2 font-semibold">State</th>
            <th scope="col" className="px-3 py-2 font-semibold">Current job</th>
            <th scope="col" className="px-3 py-2 font-semibold">Last heartbeat</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">Done / failed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {workers.map((worker) => (
            <tr key={worker.name}>
              <td className="px-3 py-2">
                <p className="break-all font-mono text-xs text-slate-900">{worker.name}</p>
                <p className="text-xs text-slate-500">{worker.queues.join(', ')}</p>
              </td>
              <td className="px-3 py-2 text-slate-800">{worker.state}</td>
              <td className="break-all px-3 py-2 font-mono text-xs text-slate-700">{worker.current_job_id ?? '—'}</td>
              <td className="px-3 py-2 text-slate-700">{formatDateTime(worker.last_heartbeat)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-800">
                {worker.successful_jobs} / {worker.failed_jobs}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
