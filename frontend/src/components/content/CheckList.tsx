import { cn } from '@/lib/cn'
import { CheckIcon, CrossIcon } from './icons'

type CheckListProps = {
  items: readonly string[]
  // 'excluded' marks things a product deliberately leaves out.
  variant?: 'included' | 'excluded'
  columns?: 1 | 2
  className?: string
}

export function CheckList({ items, variant = 'included', columns = 1, className }: CheckListProps) {
  const Mark = variant === 'included' ? CheckIcon : CrossIcon
  return (
    <ul className={cn('grid content-start gap-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Mark
            className={cn(
              'mt-0.5 size-5 shrink-0',
              variant === 'included' ? 'text-accent-700' : 'text-slate-500',
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
