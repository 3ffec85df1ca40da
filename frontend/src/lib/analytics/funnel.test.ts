import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as FunnelModule from './funnel'

// Each test loads the modules afresh: the client keeps the landing address's tags for the
// module's life, as a visit keeps them for the page's.
let funnel: typeof FunnelModule

async function load(address = '/find-your-fit') {
  window.history.replaceState(null, '', address)
  vi.resetModules()
  funnel = await import('./funnel')
}

async function sent(): Promise<Array<Record<string, string>>> {
  await funnel.eventsSent()
  const calls = vi.mocked(navigator.sendBeacon).mock.calls
  return Promise.all(calls.map(async ([, data]) => JSON.parse(await (data as Blob).text()) as Record<string, string>))
}

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })
}

function mediaMatching(...queries: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: queries.includes(query), media: query }) as MediaQueryList,
  )
}

describe('funnel events', () => {
  beforeEach(() => load())
  afterEach(() => {
    setNavigator('globalPrivacyControl', undefined)
    setNavigator('doNotTrack', null)
    Reflect.deleteProperty(window, 'doNotTrack')
    window.history.replaceState(null, '', '/')
  })

  it('sends the contract fields, as a JSON beacon to /api/events, once the browser is idle', async () => {
    await load('/find-your-fit?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%202026!&gclid=x')
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.linkedin.com/feed/?trk=1')

    funnel.createFunnel('quiz').step('view')
    // Queued: the client is fetched only after the page is idle.
    expect(navigator.sendBeacon).not.toHaveBeenCalled()

    const [event] = await sent()
    expect(event).toEqual({
      flow: 'quiz',
      step: 'view',
      path: '/find-your-fit',
      referrer: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring2026',
      device: 'desktop',
      flowId: expect.stringMatching(/^[A-Za-z0-9_-]{16,32}$/),
    })
    const [url, data] = vi.mocked(navigator.sendBeacon).mock.calls[0]!
    expect(url).toBe('/api/events')
    expect((data as Blob).type).toBe('application/json')
  })

  it('keeps the landing tags for the visit, and reports each step on the page it happened', async () => {
    await load('/?utm_source=newsletter&utm_campaign=june')
    const quiz = funnel.createFunnel('quiz')
    quiz.step('view')
    await funnel.eventsSent()
    // A client-side move to the contact page: its address has no tags of its own.
    window.history.pushState(null, '', '/contact?plan=growth&from=quiz')
    quiz.step('cta')
    funnel.createFunnel('contact').step('view')

    const events = await sent()
    expect(events.map((e) => [e.flow, e.step, e.path, e.utmSource, e.utmCampaign, e.utmMedium])).toEqual([
      ['quiz', 'view', '/', 'newsletter', 'june', undefined],
      ['quiz', 'cta', '/contact', 'newsletter', 'june', undefined],
      ['contact', 'view', '/contact', 'newsletter', 'june', undefined],
    ])
  })

  it('sends each step (and question) once per page, sharing one id, in order', async () => {
    const quiz = funnel.createFunnel('quiz')
    for (const [step, question] of [
      ['view'],
      ['view'],
      ['start'],
      ['answer', 1],
      ['answer', 2],
      ['answer', 1],
      ['result'],
      ['cta'],
      ['cta'],
    ] as const) {
      quiz.step(step, question)
    }
    const other = funnel.createFunnel('contact')
    other.step('view')

    const events = await sent()
    expect(events.map((e) => [e.flow, e.step, e.question])).toEqual([
      ['quiz', 'view', undefined],
      ['quiz', 'start', undefined],
      ['quiz', 'answer', '1'],
      ['quiz', 'answer', '2'],
      ['quiz', 'result', undefined],
      ['quiz', 'cta', undefined],
      ['contact', 'view', undefined],
    ])
    const ids = new Set(events.map((e) => e.flowId))
    expect(ids.size).toBe(2)
    expect(events[0]!.flowId).toBe(events[5]!.flowId)
    expect(events[6]!.flowId).not.toBe(events[0]!.flowId)
  })

  it.each([
    ['Global Privacy Control', () => setNavigator('globalPrivacyControl', true)],
    ['navigator.doNotTrack', () => setNavigator('doNotTrack', '1')],
    ['window.doNotTrack', () => Object.defineProperty(window, 'doNotTrack', { value: '1', configurable: true })],
  ])('sends nothing, by beacon or fetch, when the visitor set %s', async (_name, optOut) => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    optOut()
    const quiz = funnel.createFunnel('quiz')
    quiz.step('view')
    quiz.step('start')
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(await sent()).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    ['', ''],
    [`${window.location.origin}/services`, ''],
    ['https://www.google.com/', 'www.google.com'],
    ['https://news.example.org:8443/story', 'news.example.org'],
  ])('referrer %j is sent as host %j', async (referrer, host) => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
    funnel.createFunnel('guide').step('view')
    const [event] = await sent()
    expect(event!.referrer).toBe(host)
    expect(event).not.toHaveProperty('utmSource')
  })

  it.each([
    [['(max-width: 767px)'], 'mobile'],
    [['(pointer: coarse)'], 'mobile'],
    [[], 'desktop'],
  ])('media %j: device %s', async (queries, device) => {
    mediaMatching(...queries)
    funnel.createFunnel('newsletter').step('view')
    const [event] = await sent()
    expect(event!.device).toBe(device)
  })

  it('falls back to a keepalive fetch without cookies when there is no beacon, or it is refused', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    vi.mocked(navigator.sendBeacon).mockReturnValue(false)
    const finder = funnel.createFunnel('finder')
    finder.step('view')
    await funnel.eventsSent()
    setNavigator('sendBeacon', undefined)
    finder.step('start')

    expect(fetchMock).toHaveBeenCalledTimes(2)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/events')
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(JSON.parse(String(init?.body))).toMatchObject({ flow: 'finder', step: 'view' })
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ step: 'start' })
  })

  it('touches no cookie and no storage', async () => {
    const storage = (['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const).map((name) =>
      vi.spyOn(Storage.prototype, name),
    )
    const cookieRead = vi.spyOn(Document.prototype, 'cookie', 'get')
    const cookieWrite = vi.spyOn(Document.prototype, 'cookie', 'set')
    await load('/contact?utm_source=x')
    const contact = funnel.createFunnel('contact')
    for (const step of ['view', 'start', 'submit'] as const) contact.step(step)

    expect(await sent()).toHaveLength(3)
    for (const spy of [...storage, cookieRead, cookieWrite]) expect(spy).not.toHaveBeenCalled()
  })
})
