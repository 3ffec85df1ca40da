import { afterEach, describe, expect, it, vi } from 'vitest'
import { submissionContext } from './submission-context'

// The browser's entry for this page load: the address the visitor arrived at.
function arrivedAt(path: string) {
  const entry = { name: new URL(path, window.location.origin).href } as PerformanceEntry
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry])
}

describe('submissionContext', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it("keeps the campaign tags the visitor arrived with when the form's address has none", () => {
    arrivedAt('/find-your-fit?utm_source=linkedin&utm_campaign=spring&gclid=abc')
    window.history.replaceState(null, '', '/contact?plan=growth&from=quiz')
    const context = submissionContext(Date.now(), '')
    expect(context.utm).toEqual({ utm_source: 'linkedin', utm_campaign: 'spring' })
    expect(context.page).toBe('/contact?plan=growth&from=quiz')
  })

  it("prefers the form's own address's tags", () => {
    arrivedAt('/?utm_source=linkedin')
    window.history.replaceState(null, '', '/contact?utm_source=newsletter&utm_medium=email')
    expect(submissionContext(Date.now(), '').utm).toEqual({ utm_source: 'newsletter', utm_medium: 'email' })
  })

  it('sends no tags when neither address has any', () => {
    arrivedAt('/services')
    window.history.replaceState(null, '', '/contact')
    expect(submissionContext(Date.now(), '').utm).toEqual({})
  })
})
