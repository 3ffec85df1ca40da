import { cn } from '@/lib/cn'

// The highlight comes from NavLink's isActive, which also sets aria-current="page".
export function desktopNavLinkStyles({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  )
}

export function mobileNavLinkStyles({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-lg px-4 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700',
    isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-800 hover:bg-slate-100',
  )
}
