// The controls a visitor types into: focus in one hands a part over at once (PrerenderedHtml),
// and what was typed in the HTML's is carried into the component's (handover.ts).
export const TEXT_FIELD =
  'textarea, input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], input[type=url], input[type=password], input[type=number]'

export const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof Element && element.matches(TEXT_FIELD)
