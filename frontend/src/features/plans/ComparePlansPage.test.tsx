import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { featureRows, planKeys, plans } from '@/content/plans'
import { renderWithRouter } from '@/testing/render-app'
import { ComparePlansPage } from './ComparePlansPage'

// Section 9's table, cell for cell, as the page must show it.
const expectedTable = [
  ['Ideal for', 'Solopreneurs', 'Growing Teams', 'Scaling SMEs'],
  ['Buyer personas', '1', '2', '3 fully profiled'],
  ['SEO keywords mapped', '5', '20', '30'],
  ['Social posts per month', '4', '12', '20'],
  ['Platforms', '1-2', '3', '5'],
  ['Blogs per month', '1', '3', '5 long-form'],
  ['Email funnels', '1 sequence', '2 managed', '3 fully managed'],
  ['AI assistants', '1', '2 (sales + ops)', '3 plus AI consultant'],
  ['Workflow automations', '1', '2', '3 complex'],
  ['Strategy calls', 'none', 'monthly, 30 min', 'weekly, 30 min (4 a month)'],
  ['Reporting', 'quarterly snapshot', 'monthly dashboard', 'weekly dashboard'],
  ['Campaign maintenance', 'No', 'Yes', 'Yes'],
  ['AI tool maintenance', 'No', 'No', 'Yes'],
  ['Support SLA', '48-72 hrs (email)', '48 hrs (email or Slack)', '24 hrs'],
]

describe('ComparePlansPage', { timeout: 20_000 }, () => {
  it('has the hero and its two links', () => {
    renderWithRouter(<ComparePlansPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Our Done-for-You Plans' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Take the Quiz' })[0]).toHaveAttribute('href', '/find-your-fit')
    expect(screen.getByRole('link', { name: 'Book a Free Discovery Call' })).toHaveAttribute('href', '/contact')
  })

  it('renders every row of the feature table with proper table semantics', () => {
    renderWithRouter(<ComparePlansPage />)
    const section = screen.getByRole('region', { name: 'Feature Comparison' })
    expect(section).toHaveClass('hidden', 'lg:block')
    const table = within(section).getByRole('table')

    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col'])
    expect(columns[1]).toHaveTextContent('Clarity£300/month')
    expect(columns[2]).toHaveTextContent('Growth£600/month')
    expect(columns[3]).toHaveTextContent('Freedom£1,200/month')

    const bodyRows = within(table).getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'))
    const cells = bodyRows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row).getAllByRole('cell').map((cell) => cell.textContent),
    ])
    expect(cells).toEqual(expectedTable)
    expect(featureRows).toHaveLength(expectedTable.length)
    for (const header of within(table).getAllByRole('rowheader')) expect(header).toHaveAttribute('scope', 'row')

    for (const key of planKeys) {
      expect(within(table).getByRole('link', { name: `View ${plans[key].name} Plan` })).toHaveAttribute(
        'href',
        `/plans/${key}`,
      )
    }
    expect(section).toHaveTextContent('Growth also includes a chatbot for your website.')
    expect(section).toHaveTextContent('Freedom also includes a custom chat assistant.')
  })

  it('repeats the table as one card per plan for small screens', () => {
    renderWithRouter(<ComparePlansPage />)
    const section = screen.getByRole('region', { name: 'Compare Plans' })
    expect(section).toHaveClass('lg:hidden')
    const cards = within(section).getAllByRole('listitem').filter((li) => within(li).queryByRole('heading'))
    expect(cards).toHaveLength(3)
    cards.forEach((card, index) => {
      const key = planKeys[index]!
      for (const row of expectedTable) {
        expect(card).toHaveTextContent(`${row[0]}${row[index + 1]}`)
      }
      expect(within(card).getByRole('link', { name: /^View Full Plan/ })).toHaveAttribute('href', `/plans/${key}`)
    })
  })

  it('shows best-for cards and the closing band', () => {
    renderWithRouter(<ComparePlansPage />)
    const bestFor = screen.getByRole('region', { name: 'Which Plan Is Right for You?' })
    expect(within(bestFor).getAllByText('Best if you...')).toHaveLength(3)
    expect(bestFor).toHaveTextContent('Want to automate lead generation and follow-up')
    expect(within(bestFor).getAllByRole('link', { name: /^View Full Plan/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/plans/clarity',
      '/plans/growth',
      '/plans/freedom',
    ])

    const band = screen.getByRole('region', { name: 'Still Not Sure?' })
    expect(within(band).getByRole('link', { name: 'Book a Free Call' })).toHaveAttribute('href', '/contact')
    expect(within(band).getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/find-your-fit')
  })
})
