import { describe, expect, it } from 'vitest'
import { contactMessageInputSchema } from './send-contact-message'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'team-lead',
  message: 'Hello',
  website: '',
}

function messagesFor(input: Record<string, unknown>) {
  const result = contactMessageInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('contactMessageInputSchema', () => {
  it('accepts a complete message and trims text', () => {
    const result = contactMessageInputSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com ' })
    expect(result).toEqual({ ...valid, name: 'Ada' })
  })

  it('treats whitespace-only fields as empty', () => {
    expect(messagesFor({ ...valid, name: '   ', message: '  ' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    })
  })

  it('rejects unknown roles', () => {
    expect(messagesFor({ ...valid, role: 'ceo' })).toEqual({ role: 'Please select your role' })
  })

  it('enforces the length limits with a clear message', () => {
    expect(
      messagesFor({
        ...valid,
        name: 'a'.repeat(51),
        email: `${'a'.repeat(250)}@example.com`,
        message: 'a'.repeat(5001),
      }),
    ).toEqual({
      name: 'Name must be 50 characters or fewer',
      email: 'Email must be 254 characters or fewer',
      message: 'Message must be 5,000 characters or fewer',
    })
    expect(messagesFor({ ...valid, name: 'a'.repeat(50), message: 'a'.repeat(5000) })).toEqual({})
  })
})
