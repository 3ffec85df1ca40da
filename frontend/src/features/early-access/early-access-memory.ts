// Remembers in this browser which early-access lists the visitor joined, so a
// return visit shows "You're Already Signed Up" without asking the server (which
// would mean sending an address just to look it up).

const KEY = 'early-access:signed-up'

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return [] // storage blocked (private mode) or corrupted: behave as a first visit
  }
}

export function listKey(tags: readonly string[]): string {
  return [...tags].sort().join('+')
}

export function hasJoined(key: string): boolean {
  return read().includes(key)
}

export function rememberJoined(key: string): void {
  try {
    const keys = read()
    if (!keys.includes(key)) window.localStorage.setItem(KEY, JSON.stringify([...keys, key]))
  } catch {
    // Not remembering is harmless: the server answers "already" next time.
  }
}
