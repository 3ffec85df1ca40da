import { isTextField } from './text-field'

// What the visitor did to a PrerenderedHtml part's HTML before its component took over, by
// position among the part's controls (-1: nothing). Loaded with the part's code when it is
// used, not with the first page.
export type Handover = {
  focused: number
  clicked: number
  // A <select> they made a choice in.
  changed: number
  // The HTML's controls as they were: their values are read once the component has
  // rendered, so typing until then is kept too.
  controls: Element[]
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

// Sets a field's value as the visitor would, so React's onChange (and any form library
// listening) hears of it: React tracks the value it last set, so the prototype's setter is
// used to get past that tracking.
function enterValue(field: Field, value: string, eventType: 'input' | 'change'): void {
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(eventType, { bubbles: true }))
}

// The component's controls take over what the HTML's had: text typed, then focus, then the
// choice made or the click that started the handover.
export function finishHandover(handover: Handover, controls: NodeListOf<HTMLElement>): void {
  handover.controls.forEach((old, index) => {
    const field = controls[index]
    if (isTextField(old) && isTextField(field) && old.value !== old.defaultValue) {
      enterValue(field, old.value, 'input')
    }
  })
  controls[handover.focused]?.focus()
  const chosen = handover.controls[handover.changed]
  const select = controls[handover.changed]
  if (chosen instanceof HTMLSelectElement && select instanceof HTMLSelectElement) {
    enterValue(select, chosen.value, 'change')
  }
  controls[handover.clicked]?.click()
}
