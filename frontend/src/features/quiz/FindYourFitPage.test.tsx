import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { quizQuestions } from '@/content/quiz'
import { sentEvents, sentSteps } from '@/testing/beacons'
import { renderWithRouter } from '@/testing/render-app'
import { FindYourFitPage } from './FindYourFitPage'

const next = () => screen.getByRole('button', { name: /^(Next|Get Results)$/ })

// Picks an option of whichever question is on screen (read from its progress bar).
async function answer(user: UserEvent, optionIndex: number) {
  const current = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))
  const question = quizQuestions[current - 1]!
  await user.click(screen.getByRole('radio', { name: question.options[optionIndex]!.label }))
  await user.click(next())
}

// Role queries over a whole quiz run are slow in jsdom; allow for a loaded machine.
describe('FindYourFitPage', { timeout: 30_000 }, () => {
  it('walks intro → five questions → result, with progress and button states', async () => {
    const { user } = renderWithRouter(<FindYourFitPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Find the Right AI-Powered Plan for Your Business' })).toBeInTheDocument()
    expect(screen.getByText('It only takes 60 seconds.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    for (let n = 1; n <= 5; n++) {
      expect(screen.getByText(`Question ${n} of 5`)).toBeInTheDocument()
      const bar = screen.getByRole('progressbar', { name: 'Quiz progress' })
      expect(bar).toHaveAttribute('aria-valuenow', String(n))
      expect(bar).toHaveAttribute('aria-valuemax', '5')
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${(n / 5) * 100}%`)
      expect(screen.getByRole('heading', { level: 2, name: quizQuestions[n - 1]!.question })).toHaveFocus()
      expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', n === 1)
      expect(next()).toBeDisabled()
      expect(next()).toHaveTextContent(n === 5 ? 'Get Results' : 'Next')
      await answer(user, 1)
    }

    expect(screen.getByText('Based on your answers, we recommend the:')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Growth Plan' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'View Full Plan' })).toHaveAttribute('href', '/#plans')
    expect(screen.getByRole('link', { name: 'Book a Free Discovery Call' })).toHaveAttribute(
      'href',
      '/book?plan=growth&from=quiz',
    )

    await user.click(screen.getByRole('button', { name: 'Take Quiz Again' }))
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument()
  })

  it('going back shows the earlier answer, Next replaces it and clears the selection', async () => {
    const { user } = renderWithRouter(<FindYourFitPage />)
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    for (let n = 1; n <= 4; n++) await answer(user, 0)

    // Back to question 1, which was answered "clarity"; change every answer to "freedom".
    for (let n = 4; n >= 1; n--) await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: quizQuestions[0]!.options[0]!.label })).toBeChecked()
    await answer(user, 2)

    // Next clears the selection: question 2, answered before, starts with nothing chosen.
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument()
    expect(next()).toBeDisabled()
    for (let n = 2; n <= 5; n++) await answer(user, 2)

    expect(screen.getByRole('heading', { level: 2, name: 'Freedom Plan' })).toBeInTheDocument()
  })

  it('recommends Clarity when the first option is chosen every time', async () => {
    const { user } = renderWithRouter(<FindYourFitPage />)
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    for (let n = 1; n <= 5; n++) await answer(user, 0)
    expect(screen.getByRole('heading', { level: 2, name: 'Clarity Plan' })).toBeInTheDocument()
  })

  it('counts the funnel: view, start, each question once, result and the discovery call', async () => {
    const { user } = renderWithRouter(<FindYourFitPage />, {
      routes: [{ path: '/book', element: <h1>Booking page</h1> }],
    })
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    for (let n = 1; n <= 3; n++) await answer(user, 0)
    // Back to question 3 and on again: answered already, not counted twice.
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    for (let n = 3; n <= 5; n++) await answer(user, 1)
    await user.click(screen.getByRole('link', { name: 'Book a Free Discovery Call' }))
    await screen.findByRole('heading', { name: 'Booking page' })

    expect(await sentSteps()).toEqual([
      'quiz view',
      'quiz start',
      'quiz answer 1',
      'quiz answer 2',
      'quiz answer 3',
      'quiz answer 4',
      'quiz answer 5',
      'quiz result',
      'quiz cta',
    ])
    expect(new Set((await sentEvents()).map((event) => event.flowId)).size).toBe(1)
  })
})
