// How the admin names the engine that chose a finder run's tools (pipeline/finder/recommender/
// answer.py): `catalogue`, `llm` or `llm-fallback:<reason>`, null for runs before it was kept.

const FALLBACK_PREFIX = 'llm-fallback:'

// The reasons pipeline/finder/recommender/llm.py records, in words for sales and operators.
const FALLBACK_REASONS: Record<string, string> = {
  timeout: 'no answer in time',
  connection: 'server not reached',
  'not-configured': 'LLM settings incomplete',
  'malformed-response': 'not a chat-completions answer',
  'malformed-json': 'answer was not JSON',
  'empty-answer': 'empty answer',
  truncated: 'answer cut short',
  refused: 'the model refused',
  schema: 'answer did not match the schema',
  'wrong-count': 'wrong number of tools',
  'unknown-tool': 'named a tool not in the catalogue',
  'repeated-tool': 'named a tool twice',
  'owned-tool': 'named a tool the visitor already uses',
  'same-category': 'two tools of one category',
  'wrong-size': "a tool not for the visitor's company size",
  'link-in-rationale': 'a link or address in a rationale',
  'domain-in-rationale': 'a web address in a rationale',
  'phone-in-rationale': 'a phone number in a rationale',
  'request-in-rationale': 'a request to reply, call, pay or give details in a rationale',
  'too-large': 'answer too large',
  error: 'unexpected error',
}

export function recommenderEngineLabel(engine: string | null): string {
  if (!engine) return 'Not recorded'
  if (engine === 'catalogue') return 'Catalogue engine'
  if (engine === 'llm') return 'LLM (rationales written by the model)'
  if (engine.startsWith(FALLBACK_PREFIX)) {
    const reason = engine.slice(FALLBACK_PREFIX.length)
    const http = /^http-(\d{3})$/.exec(reason)
    const words = http ? `HTTP ${http[1]} from the server` : (FALLBACK_REASONS[reason] ?? reason)
    return `Catalogue engine, after the LLM failed: ${words} (${engine})`
  }
  return engine
}
