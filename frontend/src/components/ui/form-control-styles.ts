import { cn } from '@/lib/cn'

export function formControlStyles(invalid: boolean, className?: string): string {
  return cn(
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm',
    'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-accent-700',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-700' : 'border-slate-300',
    className,
  )
}
