// A JSON document the server wrote into the page (a <script type="application/json"> with
// this id): its value, or undefined where the page has none (the Vite dev server, a page the
// server did not render) or it is not JSON. Callers check the shape they expect.
export function readJsonElement(id: string, doc: Document | undefined): unknown {
  const text = doc?.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
