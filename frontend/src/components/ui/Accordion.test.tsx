import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './Accordion'

const items = [
  { id: 'one', title: 'First question', content: 'First answer' },
  { id: 'two', title: 'Second question', content: 'Second answer' },
  { id: 'three', title: 'Third question', content: 'Third answer' },
]

function trigger(name: string) {
  return screen.getByRole('button', { name })
}

describe('Accordion', () => {
  it('starts collapsed, with each header button controlling its region', () => {
    render(<Accordion items={items} />)

    for (const item of items) {
      const button = trigger(item.title)
      expect(button).toHaveAttribute('aria-expanded', 'false')
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      expect(panel).toHaveAttribute('role', 'region')
      expect(panel).not.toBeVisible()
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0)
  })

  it('opens one item at a time and collapses the open item when clicked again', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)

    await user.click(trigger('First question'))
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer')

    await user.click(trigger('Second question'))
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('region')).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'Second question' })).toBeVisible()

    await user.click(trigger('Second question'))
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('region')).toHaveLength(0)
  })

  it('honours defaultOpenId', () => {
    render(<Accordion items={items} defaultOpenId="three" />)
    expect(trigger('Third question')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Third answer')).toBeVisible()
  })

  it('is keyboard operable: Enter/Space toggle, arrows, Home and End move focus', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)

    await user.tab()
    expect(trigger('First question')).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}')
    expect(trigger('Second question')).toHaveFocus()

    await user.keyboard(' ')
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{End}')
    expect(trigger('Third question')).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(trigger('First question')).toHaveFocus()

    await user.keyboard('{ArrowUp}')
    expect(trigger('Third question')).toHaveFocus()

    await user.keyboard('{Home}')
    expect(trigger('First question')).toHaveFocus()
  })

  it('renders headers at the requested heading level', () => {
    render(<Accordion items={items} headingLevel={2} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })
})
