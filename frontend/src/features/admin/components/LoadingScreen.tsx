import { adminDashboardCopy } from '@/content/admin'

export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-slate-600">
      {adminDashboardCopy.loading}
    </div>
  )
}
