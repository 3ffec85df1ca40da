import { describe, expect, it } from 'vitest'
import { finderEnquiryHref, readFinderRun } from './finder-enquiry'

const RUN = '3f0c9a52-8d1e-4c57-9a43-2b7f1e6d0c11'

describe('finder enquiry links', () => {
  it('link to the contact form with the run, and read it back', () => {
    expect(finderEnquiryHref(RUN)).toBe(`/contact?finder=${RUN}`)
    expect(readFinderRun(new URLSearchParams(`?finder=${RUN}&utm_source=x`))).toBe(RUN)
  })

  it.each(['', '?finder=', '?finder=abc', `?finder=${RUN.toUpperCase()}`, `?finder=${RUN}x`, `?finder=../${RUN}`])(
    'ignore anything but a run id: %j',
    (search) => {
      expect(readFinderRun(new URLSearchParams(search))).toBeNull()
    },
  )
})
