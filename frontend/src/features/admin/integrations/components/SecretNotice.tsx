import { Button } from '@/components/ui/Button'
import { integrationsCopy as copy } from '@/content/admin-integrations'

// The signing secret as the create or rotate call answered it: shown here once, never
// fetched again (the list never carries it).
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      <p className="font-semibold">
        {copy.secretTitle}
      </p>
      <code className="block break-all rounded bg-white px-3 py-2 font-mono text-slate-900">
        {secret}
      </code>
      <p>{copy.secretOnce}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(secret)}>
          Copy
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {copy.secretDone}
        </Button>
      </div>
    </div>
  )
}
