import { ChartIcon, CompassIcon, RocketIcon } from '@/components/content/icons'
import type { PlanKey } from '@/content/plans'
import { cn } from '@/lib/cn'

// Decorative (the plan's name always sits next to it): finding direction,
// growing, taking off.
const planIcons = { clarity: CompassIcon, growth: ChartIcon, freedom: RocketIcon } as const

export function PlanIcon({ planKey, className }: { planKey: PlanKey; className?: string }) {
  const Icon = planIcons[planKey]
  return <Icon className={cn('size-6 shrink-0', className)} />
}
