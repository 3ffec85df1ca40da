import {
  type ComponentType,
  type FocusEvent,
  lazy,
  type LazyExoticComponent,
  type MouseEvent,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { followInAppLink } from '@/lib/follow-in-app-link'

// Loads the part's component, as for React.lazy. Declare it once, outside any component.
export type LoadPart = () => Promise<{ default: ComponentType }>

// A LoadPart for a module's named component: loadPart(() => import('./Sections'), 'Intro').
export function loadPart<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LoadPart {
  return async () => ({ default: (await load())[name] })
}

type PrerenderedHtmlProps = {
  // Names the part in the page's HTML; unique on the page.
  id: string
  load: LoadPart
  // The part has controls. It stays static HTML until used: a pointer or focus on it fetches
  // the code, and the component takes over on a click (which it then finishes) or on focus
  // from the keyboard (which it keeps where it was).
  interactive?: boolean
}

const ATTRIBUTE = 'data-prerendered-html'
const CONTROLS = 'a[href], button, input, select, textarea'

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
export function PrerenderedHtml({ id, load, interactive = false }: PrerenderedHtmlProps) {
  const [html] = useState(() => prerenderedHtml(id))
  const [live, setLive] = useState(html === null)
  // Positions, among the part's controls, of the focused and the clicked one at handover.
  const handover = useRef({ focused: -1, clicked: -1 })
  const pointerPressed = useRef(false)
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const Part = lazyPart(load)

  useLayoutEffect(() => {
    if (!live || !ref.current) return
    // The component replaced the HTML's elements: put focus back where it was and finish
    // the click that arrived before the component did.
    const controls = ref.current.querySelectorAll<HTMLElement>(CONTROLS)
    controls[handover.current.focused]?.focus()
    controls[handover.current.clicked]?.click()
  }, [live])

  const attributes = { ref, [ATTRIBUTE]: id }
  if (live) {
    return (
      <div {...attributes}>
        <Part />
      </div>
    )
  }

  const controlIndex = (target: EventTarget) =>
    Array.from(ref.current?.querySelectorAll(CONTROLS) ?? []).indexOf(target as Element)

  // A transition: the HTML stays up, and usable, until the component's code has arrived.
  const goLive = () => startTransition(() => setLive(true))
  // Only a head start: if it fails, rendering the part reports it (the route's error page).
  const fetchCode = () => void load().catch(() => {})

  function onClick(event: MouseEvent<HTMLDivElement>) {
    followInAppLink(event, navigate)
    pointerPressed.current = false
    const button = (event.target as Element).closest('button')
    if (!interactive || event.defaultPrevented || !button) return
    event.preventDefault()
    const index = controlIndex(button)
    handover.current = { focused: index, clicked: index }
    goLive()
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    fetchCode()
    // Focus from a press is followed by its click, which hands over; swapping the elements
    // now would lose that click.
    if (pointerPressed.current) return
    handover.current.focused = controlIndex(event.target)
    goLive()
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
