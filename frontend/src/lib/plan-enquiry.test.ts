import { describe, expect, it } from 'vitest'
import { planEnquiryHref, planEnquirySearch, readPlanEnquiry } from './plan-enquiry'

describe('plan enquiry links', () => {
  it('link to the contact form with the plan, and the quiz when it recommended it', () => {
    expect(planEnquiryHref('growth')).toBe('/contact?plan=growth')
    expect(planEnquiryHref('freedom', { fromQuiz: true })).toBe('/contact?plan=freedom&from=quiz')
  })

  it('read back only a plan the site offers', () => {
    const read = (search: string) => readPlanEnquiry(new URLSearchParams(search))
    expect(read('?plan=growth')).toEqual({ plan: 'growth', fromQuiz: false })
    expect(read('?plan=clarity&from=quiz')).toEqual({ plan: 'clarity', fromQuiz: true })
    expect(read('?plan=clarity&from=elsewhere')).toEqual({ plan: 'clarity', fromQuiz: false })
    for (const search of ['', '?plan=platinum', '?plan=Growth', '?plan=', '?from=quiz', '?plan=constructor']) {
      expect(read(search)).toBeNull()
    }
  })

  it('travel with a submission as canonical parameters, or not at all', () => {
    const search = (value: string) => planEnquirySearch(new URLSearchParams(value))
    expect(search('?utm_source=x&from=quiz&plan=growth&gclid=1')).toBe('?plan=growth&from=quiz')
    expect(search('?plan=freedom')).toBe('?plan=freedom')
    expect(search('?plan=platinum&from=quiz')).toBe('')
    expect(search('?from=quiz')).toBe('')
  })
})
