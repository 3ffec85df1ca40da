import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN } from '@/content/admin'
import { slugify } from './slugify'

describe('slugify', () => {
  it('folds accents and joins words with single hyphens', () => {
    expect(slugify('Café AI: 5 Tips!')).toBe('cafe-ai-5-tips')
    expect(slugify('  --Hello   World--  ')).toBe('hello-world')
  })

  it('always produces a slug the server accepts (or nothing)', () => {
    for (const title of ['Ünïcödé → ASCII', 'a_b_c', '!!!', 'x'.repeat(300)]) {
      const slug = slugify(title)
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
    }
  })
})
