// The server's signed start for a public form's time trap (web/form_tokens.py): fetched
// when the form first shows and sent back as `form_token`. One token per form for the
// whole tab, so a form shown again (another page, "start over") keeps its start. A token
// is good for an hour; one older than RENEW_AFTER_MS is renewed with itself before it is
// sent, which keeps its start, so a tab left open is never taken for a script.

export type FormName = 'contact' | 'finder' | 'guide' | 'early-access' | 'newsletter' | 'booking'

type Held = { token: string; fetchedAt: number }

const RENEW_AFTER_MS = 30 * 60 * 1000
const held = new Map<FormName, Promise<Held | undefined>>()

async function fetchToken(form: FormName, renew?: string): Promise<Held | undefined> {
  const query = new URLSearchParams({ form, ...(renew ? { renew } : {}) })
  try {
    // No cookie goes or comes: the token is all the server needs.
    const response = await fetch(`/api/form-token?${query.toString()}`, {
      credentials: 'omit',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { form_token?: unknown }
    return typeof body.form_token === 'string' ? { token: body.form_token, fetchedAt: Date.now() } : undefined
  } catch {
    return undefined // offline or refused: the submission goes without, and is only suspect
  }
}

// Starts fetching the form's token if the tab has none yet.
export function prepareFormToken(form: FormName): void {
  if (!held.has(form)) held.set(form, fetchToken(form))
}

// The token to send now: the held one, renewed first when old, fetched when missing.
export async function formToken(form: FormName): Promise<string | undefined> {
  prepareFormToken(form)
  let current = await held.get(form)
  if (!current || Date.now() - current.fetchedAt > RENEW_AFTER_MS) {
    const renewal = fetchToken(form, current?.token)
    held.set(form, renewal)
    current = (await renewal) ?? current
  }
  return current?.token
}

// For tests: a fresh tab.
export function forgetFormTokens(): void {
  held.clear()
}
