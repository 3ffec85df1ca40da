import { CheckIcon, CrossIcon } from '@/components/content/icons'
import { featureValueText, type FeatureValue } from '@/content/plans'

// Yes/no cells are drawn as a tick or a cross (different shapes, not just
// colours) and keep their word for screen readers and copy-paste.
export function FeatureValueText({ value }: { value: FeatureValue }) {
  if (typeof value === 'string') return <>{value}</>
  const Mark = value ? CheckIcon : CrossIcon
  return (
    <span className="inline-flex align-middle">
      <Mark className={value ? 'size-5 text-emerald-700' : 'size-5 text-slate-500'} />
      <span className="sr-only">{featureValueText(value)}</span>
    </span>
  )
}
