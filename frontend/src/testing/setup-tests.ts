import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { eventsSent } from '@/lib/analytics/funnel'

// The form token is fetched by lib/form-token; component tests stub fetch with the answers
// their page needs, so a fixed token stands in (lib/form-token.test.ts tests the real one).
vi.mock('@/lib/form-token', () => ({
  prepareFormToken: vi.fn(),
  formToken: vi.fn(() => Promise.resolve('test-form-token')),
  forgetFormTokens: vi.fn(),
}))

// Vitest globals are off, so Testing Library can't register its own cleanup. Funnel events
// a test queued are sent (to its own beacon stub) before the next test starts.
afterEach(async () => {
  cleanup()
  await eventsSent()
  vi.unstubAllGlobals()
})

// Funnel events (lib/analytics) leave as beacons, which jsdom lacks: a fresh stub per test
// keeps them out of the tests' fetch mocks and lets a test read them (testing/beacons.ts).
beforeEach(() => {
  if (typeof navigator === 'undefined') return
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true, writable: true })
})

// Guarded so a `@vitest-environment node` test (server rendering) can share this setup.
if (typeof window !== 'undefined') {
  // What the server puts in every page (web/public_details.py), with its default settings;
  // content/public-details.ts reads it when first imported, after this file has run.
  const details = document.createElement('script')
  details.type = 'application/json'
  details.id = 'public-details'
  details.textContent = JSON.stringify({
    contactEmail: 'hello@example.co.uk',
    companyName: 'AI Consultancy',
    retention: {
      leads: '24 months',
      spam: '30 days',
      emailCopies: '12 months',
      unconfirmedSignups: '30 days',
      auditLog: '24 months',
      jobHistory: '30 days',
      analyticsTotals: '25 months',
      newsletterDeliveries: '12 months',
    },
  })
  document.head.append(details)

  // jsdom implements neither; the app calls both (scroll to top, toast theme).
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView = vi.fn()

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
}

// Lazy route chunks can take more than the default 1 s to load on a busy 2-core CI machine;
// findBy* queries wait this long before failing.
configure({ asyncUtilTimeout: 5000 })
