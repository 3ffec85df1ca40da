import {
  type ComponentType,
  type FocusEvent,
  lazy,
  type LazyExoticComponent,
  type MouseEvent,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { followInAppLink } from '@/lib/follow-in-app-link'
import type { Handover } from './handover'
import { isTextField } from './text-field'

// Loads the part's component, as for React.lazy. Declare it once, outside any component.
export type LoadPart = () => Promise<{ default: ComponentType }>

// A LoadPart for a module's named component: loadPart(() => import('./Sections'), 'Intro').
export function loadPart<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LoadPart {
  return async () => ({ default: (await load())[name] })
}

export type PrerenderedHtmlProps = {
  // Names the part in the page's HTML; unique on the page.
  id: string
  load: LoadPart
  // The part has controls. It stays static HTML until used: a pointer or focus on it fetches
  // the code, and the component takes over on a click on a button (which it then finishes),
  // on focus from the keyboard or into a text field (which it keeps where it was, with
  // anything already typed), or on a choice in a <select> (which it then makes).
  interactive?: boolean
  // Render the component now, whatever HTML the page has (e.g. the page has moved on from
  // the address the HTML was served for).
  live?: boolean
}

const ATTRIBUTE = 'data-prerendered-html'
const CONTROLS = 'a[href], button, input, select, textarea'
// The handover's own code comes with the part's when the part is used (see handover.ts).
const loadHandover = () => import('./handover')
type FinishHandover = Awaited<ReturnType<typeof loadHandover>>['finishHandover']
const noHandover = (): Handover => ({ focused: -1, clicked: -1, changed: -1, controls: [] })

const parts = new WeakMap<LoadPart, LazyExoticComponent<ComponentType>>()

function lazyPart(load: LoadPart): LazyExoticComponent<ComponentType> {
  const part = parts.get(load) ?? lazy(load)
  parts.set(load, part)
  return part
}

function prerenderedHtml(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null
}

// Part of a page that the browser already shows from its prerendered HTML. Hydrating it
// would mean downloading its components and copy only to rebuild what is on screen, so on
// the first load the HTML is kept as it is (links in it still navigate inside the app) and
// its code is not fetched. When the part is rendered afresh (a client-side visit to its
// page, or the prerender itself) its component renders as usual.
export function PrerenderedHtml({ id, load, interactive = false, live: wanted = false }: PrerenderedHtmlProps) {
  const [html] = useState(() => prerenderedHtml(id))
  const [used, setUsed] = useState(html === null)
  const live = used || wanted
  const handover = useRef(noHandover())
  const pointerPressed = useRef(false)
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const Part = lazyPart(load)

  const controls = () => Array.from(ref.current?.querySelectorAll(CONTROLS) ?? [])
  const controlIndex = (target: EventTarget) => controls().indexOf(target as Element)
  const finish = useRef<FinishHandover | null>(null)
  // A transition: the HTML stays up, and usable, until the component's code has arrived.
  const goLive = (changes: Partial<Handover>) => {
    handover.current = { ...handover.current, ...changes, controls: controls() }
    const show = () => startTransition(() => setUsed(true))
    // Without the handover's code (offline), the component still takes over.
    loadHandover().then(({ finishHandover }) => {
      finish.current = finishHandover
      show()
    }, show)
  }

  useLayoutEffect(() => {
    if (!live || !ref.current) return
    // The component replaced the HTML's elements: carry over what the visitor did to them.
    finish.current?.(handover.current, ref.current.querySelectorAll<HTMLElement>(CONTROLS))
    handover.current = noHandover()
  }, [live])

  // A choice in one of the HTML's <select>s. React hears no change events from HTML it did
  // not render, so the browser's own are listened to.
  useEffect(() => {
    const element = ref.current
    if (live || !interactive || !element) return
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLSelectElement)) return
      const index = controlIndex(event.target)
      goLive({ focused: index, changed: index })
    }
    element.addEventListener('change', onChange)
    return () => element.removeEventListener('change', onChange)
  })

  const attributes = { ref, [ATTRIBUTE]: id }
  if (live) {
    return (
      <div {...attributes}>
        <Part />
      </div>
    )
  }

  // Only a head start: if it fails, rendering the part reports it (the route's error page).
  const fetchCode = () => void load().catch(() => {})

  function onClick(event: MouseEvent<HTMLDivElement>) {
    followInAppLink(event, navigate)
    pointerPressed.current = false
    const button = (event.target as Element).closest('button')
    if (!interactive || event.defaultPrevented || !button) return
    event.preventDefault()
    const index = controlIndex(button)
    goLive({ focused: index, clicked: index })
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    fetchCode()
    // Focus from a press is followed by its click, which hands over; swapping the elements
    // now would lose that click. A text field has no click to finish: it hands over now.
    if (pointerPressed.current && !isTextField(event.target)) return
    goLive({ focused: controlIndex(event.target) })
  }

  const interactions = {
    onPointerEnter: fetchCode,
    onPointerDown: () => {
      pointerPressed.current = true
      fetchCode()
    },
    onFocus,
  }
  return (
    <div
      {...attributes}
      onClick={onClick}
      {...(interactive ? interactions : {})}
      // The browser's own parse of this very HTML, read back before React took over.
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}
