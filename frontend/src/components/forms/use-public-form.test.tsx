import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { z } from '@/lib/zod-config'
import { ApiError } from '@/lib/api-client'
import { formToken } from '@/lib/form-token'
import { HoneypotField } from './HoneypotField'
import { usePublicForm, type PublicFormPayload } from './use-public-form'

const schema = z.object({ email: z.string().min(1, 'Email is required'), website: z.string() })
type Payload = PublicFormPayload<z.output<typeof schema>, { plan?: string }>

type ProbeProps = {
  onSend: (payload: Payload) => void
  // Answered as if the server refused the submission with this error.
  failWith?: unknown
  onNoFieldError?: () => void
  pageValues?: { plan?: string }
}

function Probe({ onSend, failWith, onNoFieldError, pageValues }: ProbeProps) {
  const form = usePublicForm('newsletter', schema, { email: '', website: '' }, pageValues)
  const onSubmit = form.submitWithContext((payload) => {
    onSend(payload)
    if (failWith && !form.showFieldErrors(failWith)) onNoFieldError?.()
  })
  return (
    <form noValidate onSubmit={onSubmit}>
      <label>
        Email
        <input {...form.register('email')} />
      </label>
      <p>{form.formState.errors.email?.message}</p>
      <HoneypotField registration={form.honeypot} />
      <button type="submit" disabled={!form.hydrated}>
        Send
      </button>
    </form>
  )
}

describe('usePublicForm', () => {
  it('keeps the submit button disabled in the server render', () => {
    expect(renderToString(<Probe onSend={() => {}} />)).toMatch(/<button type="submit" disabled/)
  })

  it('sends the server form token for its form (lib/form-token) with the fields', async () => {
    const onSend = vi.fn()
    render(<Probe onSend={onSend} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect((onSend.mock.calls[0]![0] as Payload).form_token).toBe('test-form-token')
    expect(formToken).toHaveBeenCalledWith('newsletter')
  })

  it('sends the fields with the submission context, honeypot included', async () => {
    window.history.replaceState(null, '', '/guide?utm_source=x')
    const onSend = vi.fn()
    render(<Probe onSend={onSend} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    const payload = onSend.mock.calls[0]![0] as Payload
    expect(payload).toMatchObject({ email: 'a@b.co', website: '', page: '/guide', utm: { utm_source: 'x' } })
    expect(payload.form_elapsed_ms).toBeGreaterThanOrEqual(0)
    expect(payload.form_started_at).toBeLessThanOrEqual(Date.now())
  })

  it('sends what the page knows with the fields, and the plan parameters with the page', async () => {
    window.history.replaceState(null, '', '/contact?gclid=1&plan=clarity&from=quiz')
    const onSend = vi.fn()
    render(<Probe onSend={onSend} pageValues={{ plan: 'clarity' }} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect(onSend.mock.calls[0]![0]).toMatchObject({ plan: 'clarity', page: '/contact?plan=clarity&from=quiz' })
  })

  it("puts a 400's message under a visible field, never under the honeypot", async () => {
    const onSend = vi.fn()
    const error = new ApiError(400, 'Please check the highlighted fields.', 'validation_error', {
      email: ['That address bounced'],
    })
    const { unmount } = render(<Probe onSend={onSend} failWith={error} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('That address bounced')).toBeInTheDocument()
    expect(onSend).toHaveBeenCalledTimes(1)
    unmount()

    const honeypotOnly = new ApiError(400, 'Bad', 'validation_error', { website: ['Bot'] })
    const onNoFieldError = vi.fn()
    render(<Probe onSend={onSend} failWith={honeypotOnly} onNoFieldError={onNoFieldError} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onNoFieldError).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('Bot')).not.toBeInTheDocument()
  })
})
