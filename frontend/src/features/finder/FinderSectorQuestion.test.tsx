import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { sectors } from '@/content/finder-options'
import { jsonResponse } from '@/testing/json-response'
import { renderRoutes } from '@/testing/render-app'
import { ToolFinderPage } from './ToolFinderPage'

const READING_URL = '/api/finder/sector-reading'
const TOKEN = '3f0c9a52-8d1e-4c57-9a43-2b7f1e6d0c11'
const label = (id: string) => sectors.find((sector) => sector.id === id)!.label

type Typed = { companyName: string; currentTools: string }

// The API, with `read` standing in for the server's reading: whatever it answers is what
// the page must show, since the page holds no rules of its own.
function mockApi(read: (typed: Typed) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = String(input)
    if (url === READING_URL) return Promise.resolve(read(JSON.parse(String(init?.body)) as Typed))
    if (url === '/api/finder') {
      return Promise.resolve(jsonResponse({ id: TOKEN, status: 'queued', status_url: `/api/finder/${TOKEN}` }, 202))
    }
    return Promise.resolve(jsonResponse({ id: TOKEN, status: 'queued', stage: null, error: null, results: null }, 200))
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    readings: () => fetchMock.mock.calls.filter(([input]) => String(input) === READING_URL).map(([, init]) => JSON.parse(String(init?.body)) as Typed),
    submitted: () => {
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/finder') ?? []
      return init ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    },
  }
}

const reads = (sector: string) => () => jsonResponse({ sector, label: label(sector) }, 200)

// Reads dental for a name with "Dental" in it and care for tools naming "Birdie": a stand-in
// for the server, so the tests can tell which answer the page shows.
function dentalOrCare({ companyName, currentTools }: Typed) {
  if (currentTools.includes('Birdie')) return reads('care')()
  return reads(companyName.includes('Dental') ? 'dental' : 'general')()
}

const question = () => screen.getByRole('combobox', { name: 'What kind of business are you?' }) as HTMLSelectElement
const selectedText = () => question().selectedOptions[0]?.textContent

async function fillTheRest(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Nadia')
  await user.type(screen.getByLabelText('Email'), 'nadia@example.co.uk')
  await user.selectOptions(screen.getByLabelText('Company size'), '6-20')
  await user.click(within(screen.getByRole('group', { name: 'Business goals' })).getByRole('checkbox', { name: 'Reduce manual tasks' }))
  await user.click(within(screen.getByRole('group', { name: 'Main challenges' })).getByRole('checkbox', { name: 'Budget constraints' }))
}

function renderFinder() {
  return renderRoutes([{ path: '/ai-tool-finder', Component: ToolFinderPage }], { initialEntries: ['/ai-tool-finder'] })
}

describe('What kind of business are you?', () => {
  it('starts on "Choose one" and asks nothing until something is typed', async () => {
    const api = mockApi(dentalOrCare)
    renderFinder()

    expect(await screen.findByLabelText('First name')).toBeInTheDocument()
    expect(selectedText()).toBe('Choose one (optional)')
    expect(within(question()).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(sectors.map((s) => s.label))
    expect(within(question()).getByRole('option', { name: 'Something else' })).toHaveValue('general')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(api.readings()).toEqual([])
  })

  it("pre-selects the server's reading once typing stops, with the line tied to the select", async () => {
    const api = mockApi(dentalOrCare)
    const { user } = renderFinder()

    await user.type(await screen.findByLabelText('Company name'), 'Brightsmile Dental')

    await waitFor(() => expect(selectedText()).toBe('Dental practice'))
    const line = screen.getByText("We think: Dental practice. Change it if we're wrong.")
    expect(line).toHaveAttribute('aria-live', 'polite')
    expect(question()).toHaveAccessibleDescription("We think: Dental practice. Change it if we're wrong.")
    // One request once typing stopped, not one per key; the text goes in the POST body.
    expect(api.readings()).toEqual([{ companyName: 'Brightsmile Dental', currentTools: '' }])
  })

  it('shows whatever the server reads: the page keeps no rules of its own', async () => {
    const api = mockApi(reads('legal'))
    const { user } = renderFinder()

    await user.type(await screen.findByLabelText('Company name'), 'Brightsmile Dental')

    await waitFor(() => expect(selectedText()).toBe('Legal'))
    expect(screen.getByText("We think: Legal. Change it if we're wrong.")).toBeInTheDocument()
    expect(api.readings()).toHaveLength(1)
  })

  it('reads the current tools too, and asks at once when a field loses focus', async () => {
    const api = mockApi(dentalOrCare)
    const { user } = renderFinder()

    await user.type(await screen.findByLabelText('Current tools (optional)'), 'Birdie')
    await user.tab()

    await waitFor(() => expect(selectedText()).toBe('Care home or home care'))
    expect(api.readings()[0]).toEqual({ companyName: '', currentTools: 'Birdie' })
  })

  it("an explicit choice wins: later readings don't overwrite it, and only it is sent", async () => {
    const api = mockApi(dentalOrCare)
    const { user } = renderFinder()
    await user.type(await screen.findByLabelText('Company name'), 'Brightsmile Dental')
    await waitFor(() => expect(selectedText()).toBe('Dental practice'))

    await user.selectOptions(question(), label('clinics-therapy'))
    await user.type(screen.getByLabelText('Current tools (optional)'), 'Birdie')
    await user.tab()
    await waitFor(() => expect(api.readings()).toContainEqual({ companyName: 'Brightsmile Dental', currentTools: 'Birdie' }))

    expect(selectedText()).toBe(label('clinics-therapy'))
    expect(screen.queryByText(/We think:/)).not.toBeInTheDocument()
    await fillTheRest(user)
    await user.click(screen.getByRole('button', { name: '🎯 Get My AI Tool Recommendations' }))
    await waitFor(() => expect(api.submitted()).toMatchObject({ companyName: 'Brightsmile Dental', sector: 'clinics-therapy' }))
  })

  it('"Something else" is a choice too', async () => {
    const api = mockApi(dentalOrCare)
    const { user } = renderFinder()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'What kind of business are you?' }), 'Something else')

    await user.type(screen.getByLabelText('Company name'), 'Brightsmile Dental')
    await user.tab()
    await waitFor(() => expect(api.readings()).toHaveLength(1))

    expect(selectedText()).toBe('Something else')
    await fillTheRest(user)
    await user.click(screen.getByRole('button', { name: '🎯 Get My AI Tool Recommendations' }))
    await waitFor(() => expect(api.submitted()).toMatchObject({ sector: 'general' }))
  })

  it('an untouched pre-selection is not sent: the job reads the same answers itself', async () => {
    const api = mockApi(dentalOrCare)
    const { user } = renderFinder()
    await user.type(await screen.findByLabelText('Company name'), 'Brightsmile Dental')
    await waitFor(() => expect(selectedText()).toBe('Dental practice'))

    await fillTheRest(user)
    await user.click(screen.getByRole('button', { name: '🎯 Get My AI Tool Recommendations' }))

    await waitFor(() => expect(api.submitted()).toBeDefined())
    expect(api.submitted()).not.toHaveProperty('sector')
  })

  it('a reading that fails, or reveals nothing, pre-selects nothing and shows no error', async () => {
    let answer = () => jsonResponse({ error: { code: 'rate_limited', message: 'Too many requests.' } }, 429)
    const api = mockApi(() => answer())
    const { user } = renderFinder()
    await user.type(await screen.findByLabelText('Company name'), 'Brightsmile Dental')
    await user.tab()
    await waitFor(() => expect(api.readings()).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(selectedText()).toBe('Choose one (optional)')
    expect(screen.queryByText('Too many requests.')).not.toBeInTheDocument()

    answer = reads('dental')
    await user.type(screen.getByLabelText('Company name'), ' Group')
    await waitFor(() => expect(selectedText()).toBe('Dental practice'))

    // Not chosen, so a later reading that reveals nothing takes the pre-selection back.
    answer = reads('general')
    await user.clear(screen.getByLabelText('Company name'))
    await user.type(screen.getByLabelText('Company name'), 'Brightsmile')
    await waitFor(() => expect(selectedText()).toBe('Choose one (optional)'))
    expect(screen.queryByText(/We think:/)).not.toBeInTheDocument()
  })
})
