// A visit to the contact form from the AI Tool Finder's results: their "Book a Free Discovery
// Call" link carries the run (/contact?finder=<run id>), so the form can show which tools the
// visitor was recommended (read from the run's own results endpoint, which the id unlocks,
// as the results page reads it) and send the id with the message for sales to see.
//
// The id is the finder submission's: an unguessable token, as in the results address. Only
// an id of that shape is read; anything else in the address is ignored.

const FINDER_PARAM = 'finder'
export const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function finderEnquiryHref(runId: string): string {
  return `/contact?${new URLSearchParams({ [FINDER_PARAM]: runId }).toString()}`
}

export function readFinderRun(params: URLSearchParams): string | null {
  const value = params.get(FINDER_PARAM)
  return value && RUN_ID.test(value) ? value : null
}
