import { toast } from 'sonner'
import { digestCopy as copy } from '@/content/admin'
import { useDigestSetting, useSetDigestSetting } from '../api/digest-setting'
import { useSession } from '../api/get-session'

// The sales team's own switch for the morning digest of new leads and overdue follow-ups.
// Only sales get the digest, so only they see the switch.
export function DigestSetting() {
  const session = useSession()
  const isSales = session.data?.user?.role === 'sales'
  const setting = useDigestSetting(isSales)
  const save = useSetDigestSetting()
  if (!isSales) return null
  return (
    <section aria-labelledby="digest-heading" className="max-w-md space-y-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id="digest-heading" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="text-sm text-slate-700">{copy.intro}</p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={setting.data?.daily_digest ?? true}
          disabled={!setting.data || save.isPending}
          onChange={(event) =>
            save.mutate(event.target.checked, {
              onSuccess: (data) => toast.success(data.daily_digest ? copy.on : copy.off),
              onError: (error) => toast.error(error.message),
            })
          }
          className="size-4"
        />
        {copy.label}
      </label>
    </section>
  )
}
