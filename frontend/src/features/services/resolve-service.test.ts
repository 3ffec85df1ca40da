import { describe, expect, it } from 'vitest'
import { serviceRecords, serviceSlugs } from '@/content/service-records'
import { isServiceSlug, resolveService } from './resolve-service'

describe('resolveService', () => {
  it('knows exactly the seven slugs of spec 2.5', () => {
    expect([...serviceSlugs].sort()).toEqual(
      [
        'ai-tool-finder-audit',
        'ai-business-ops-kit',
        'ai-apps-agentic-workflows',
        'profession-specific-ai-playbooks',
        '90-day-ai-setup-sprint',
        'ongoing-ai-enablement',
        'ai-team-training-onboarding',
      ].sort(),
    )
  })

  it.each(serviceSlugs)('resolves %s to its record', (slug) => {
    expect(isServiceSlug(slug)).toBe(true)
    expect(resolveService(slug)).toBe(serviceRecords[slug])
  })

  it.each([undefined, '', 'unknown-service', 'AI-TOOL-FINDER-AUDIT', 'toString', 'constructor'])(
    'returns null for %j',
    (slug) => {
      expect(isServiceSlug(slug)).toBe(false)
      expect(resolveService(slug)).toBeNull()
    },
  )

  it('gives each known slug the CTA type spec 2.5 lists', () => {
    const types = Object.fromEntries(serviceSlugs.map((slug) => [slug, serviceRecords[slug].ctaType]))
    expect(types).toEqual({
      'ai-tool-finder-audit': 'link',
      'ai-business-ops-kit': 'contact',
      'ai-apps-agentic-workflows': 'booking',
      'profession-specific-ai-playbooks': 'booking',
      '90-day-ai-setup-sprint': 'contact',
      'ongoing-ai-enablement': 'contact',
      'ai-team-training-onboarding': 'contact',
    })
    expect(serviceSlugs.filter((slug) => serviceRecords[slug].isComingSoon)).toEqual([
      'profession-specific-ai-playbooks',
    ])
    expect(serviceSlugs.filter((slug) => serviceRecords[slug].hasOnlineCourse)).toEqual([
      'ai-team-training-onboarding',
    ])
  })
})
