import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type AccordionItem = {
  id: string
  title: ReactNode
  content: ReactNode
}

type AccordionProps = {
  items: readonly AccordionItem[]
  defaultOpenId?: string | null
  headingLevel?: 2 | 3 | 4
  className?: string
}

// Single-open and collapsible, following the WAI-ARIA accordion pattern: each
// header is a real <button> (Enter/Space for free) and the arrow, Home and End
// keys move between headers.
export function Accordion({ items, defaultOpenId = null, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId)
  const baseId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const Heading = `h${headingLevel}` as const

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const triggers = Array.from(
      rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [],
    )
    const current = triggers.indexOf(document.activeElement as HTMLButtonElement)
    if (current === -1) return

    const last = triggers.length - 1
    const targets: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    const next = targets[event.key]
    if (next === undefined) return
    event.preventDefault()
    triggers[next]?.focus()
  }

  return (
    <div
      ref={rootRef}
      onKeyDown={handleKeyDown}
      className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}
    >
      {items.map((item) => {
        const open = item.id === openId
        const triggerId = `${baseId}-trigger-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger=""
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-700"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={cn(
                    'size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none',
                    open && 'rotate-180',
                  )}
                >
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!open}
              className="px-5 pb-5 text-slate-600"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
