// GET /api/admin/overview?from=&to= (issue 27's contract, ANALYTICS_BRIEF.md).
import type { OverviewHealth } from '../types'

export type OverviewRange = {
  from: string
  to: string
  previousFrom: string
  previousTo: string
  bucket: 'day' | 'week'
}

export type LeadSeriesKey = 'contact' | 'guide' | 'earlyAccess' | 'newsletter' | 'finder' | 'booking'

// `period` is the day, or the Monday of an ISO week when the bucket is "week".
export type LeadsPeriod = { period: string } & Record<LeadSeriesKey, number>

export type FunnelStep = {
  step: string
  label: string
  count: number
  previous: number
  // 1 - count / the step before's count; null for the first step.
  dropOff: number | null
}

export type Funnel = { flow: string; label: string; steps: FunnelStep[] }

export type SourceRow = {
  referrerHost: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  visits: number
  leads: number
  // Discovery calls booked by those leads (issue 34), not cancelled.
  callsBooked: number
  qualified: number
  won: number
  wonMonthlyValue: number
}

export type PipelineStage = {
  stage: string
  label: string
  reached: number
  // From the previous open stage; null for "new".
  conversion: number | null
}

export type Overview = {
  range: OverviewRange
  leads: { total: number; previousTotal: number; series: LeadsPeriod[] }
  funnels: Funnel[]
  sources: SourceRow[]
  pipeline: {
    stages: PipelineStage[]
    medianHoursToFirstContact: number | null
    medianDaysToWon: number | null
    // The discovery calls the range's leads booked: not cancelled, then as sales marked them.
    calls: { booked: number; attended: number; noShow: number }
  }
  health: OverviewHealth
  subscribers: {
    size: number
    joined: number
    left: number
    previousJoined: number
    previousLeft: number
    series: { period: string; joined: number; left: number }[]
  }
}
