import { describe, expect, it } from 'vitest'
import { guideRequestSchema } from './request-guide'

function messages(input: Record<string, unknown>) {
  const result = guideRequestSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const valid = { first_name: 'Priya', email: 'priya@example.co.uk', website: '' }

describe('guideRequestSchema', () => {
  it('accepts and trims a valid request', () => {
    expect(guideRequestSchema.parse({ ...valid, first_name: ' Priya ' })).toEqual(valid)
  })

  it.each([
    [{ first_name: '' }, { first_name: 'Name is required' }],
    [{ first_name: '   ' }, { first_name: 'Name is required' }],
    [{ email: '' }, { email: 'Please enter a valid email address' }],
    [{ email: 'priya@' }, { email: 'Please enter a valid email address' }],
    [{ email: `${'a'.repeat(250)}@example.com` }, { email: 'Please enter a valid email address' }],
    [{ first_name: 'a'.repeat(51) }, { first_name: 'Name must be 50 characters or fewer' }],
  ])('rejects %j with the spec message', (change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected)
  })
})
