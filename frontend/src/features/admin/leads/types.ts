// Shapes /api/admin/leads answers with (web/api/admin/leads.py and its neighbours, pipeline/leads/).

export type SalesStage = 'new' | 'contacted' | 'qualified' | 'won' | 'lost'

export type FollowUp = { action: string; due: string; overdue: boolean }

export type LeadOwner = { id: number; email: string | null }

// Someone a lead can be assigned to (GET /api/admin/leads/owners: the sales team).
export type SalesUser = { id: number; email: string; first_name: string | null }

export type LeadSales = {
  stage: SalesStage
  stage_label: string
  lost_reason: string | null
  lost_reason_label: string | null
  lost_detail: string | null
  stage_changed_at: string | null
  owner: LeadOwner | null
  follow_up: FollowUp | null
}

export type LeadNote = { id: number; lead_id: string; body: string; author: string | null; created_at: string }

// One entry of a lead's (or a person's) timeline; `title` is the server's own sentence.
export type TimelineEntry = {
  at: string
  type: string
  lead_id: string
  title: string
  from: string | null
  to: string | null
  text: string | null
  actor: string | null
}

export type DeliveryStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'suppressed' | 'limited'

export type LeadEmailSummary = { id: string; purpose: string; to: string; status: DeliveryStatus }

// What sales should know before trusting a lead or expecting its emails (pipeline/leads.py flags).
export type LeadFlags = {
  is_spam: boolean
  // Sent without valid form timing: stored, never processed or mailed.
  suspect: boolean
  spam_label: string | null
  // A sign-up for a list the address had already joined: sales were told the first time.
  is_repeat: boolean
  // An email to the visitor was held back by the per-address daily limit.
  recipient_limited: boolean
}

// A person's lead score (0-100) and the reasons it adds up from ("51–100 employees +20").
export type LeadScore = { score: number; score_reasons: string[] }

export type LeadSummary = LeadFlags & LeadScore & {
  id: string
  kind: string
  kind_label: string
  created_at: string
  name: string | null
  email: string
  company: string | null
  summary: string
  status: string
  // The job's last step; `stage` is the lead's place in the sales pipeline.
  job_stage: string | null
  stage: SalesStage
  owner: LeadOwner | null
  follow_up: FollowUp | null
  handled: boolean
  emails: LeadEmailSummary[]
}

export type LeadList = { leads: LeadSummary[]; total: number; page: number; per_page: number }

export type LeadEmail = {
  id: string
  purpose: string
  to: string
  subject: string
  marketing: boolean
  status: DeliveryStatus
  attempts: number
  last_error: string | null
  created_at: string
  updated_at: string
  sent_at: string | null
  // The retention schedule deleted the stored copy: it can't be resent (issue 28).
  copy_dropped_at: string | null
}

export type LeadJob = {
  id: string
  source: 'rq' | 'outbox' | 'none'
  role: 'submission' | 'sales' | 'delivery'
  purpose: string | null
  func: string | null
  queue: string | null
  status: string
  enqueued_at?: string | null
  started_at?: string | null
  ended_at?: string | null
  exc_type?: string | null
  exc_message?: string | null
  traceback?: string | null
}

// A discovery call (issue 34) as the lead page and the board show it
// (pipeline/leads/call_view.py): the visitor's own words are for sales' eyes only.
export type CallStatus = 'confirmed' | 'cancelled'
export type CallOutcome = 'attended' | 'no_show'
export type LeadCall = {
  id: string
  lead_id: string
  title: string
  start: string
  end: string
  visitor_timezone: string
  status: CallStatus
  status_label: string
  outcome: CallOutcome | null
  outcome_label: string | null
  salesperson: { id: number; email: string | null; name: string | null }
  meeting: { kind: 'video' | 'phone'; url?: string; phone?: string }
  name: string
  email: string
  company: string
  phone: string | null
  message: string | null
  finder_run_id: string | null
  plan: string | null
  plan_label: string | null
  created_at: string | null
  cancelled_at: string | null
  history: { change: 'confirmed' | 'rescheduled' | 'cancelled'; label: string; at: string | null }[]
  can_reschedule: boolean
  can_cancel: boolean
  can_mark_outcome: boolean
}

export type Recommendation = { name: string; summary: string; rationale: string; website: string; category: string }

export type LeadDetail = LeadFlags & LeadScore & {
  id: string
  kind: string
  kind_label: string
  name: string | null
  email: string
  status: string
  job_stage: string | null
  stage: SalesStage
  error: string | null
  attempts: number
  created_at: string
  started_at: string | null
  finished_at: string | null
  source: { page: string | null; referrer: string | null; utm: Record<string, string> }
  contact: {
    name: string
    email: string
    role: string
    role_label: string
    message: string
    // The plan the visitor asked about (null for none), and whether the plan quiz recommended it.
    plan: string | null
    plan_label: string | null
    plan_from_quiz: boolean
    // The finder run whose results the visitor came from (their "Book a Free Discovery Call"
    // link; its id is its lead's), with the tools it recommended; null for none.
    finder_run: FinderRunRef | null
  } | null
  finder: {
    test_id: string
    test_name: string
    first_name: string
    email: string
    company_name: string
    company_size: string
    business_goals: string[]
    main_challenges: string[]
    current_tools: string | null
    // The sector the tools were chosen for (its label in the form) and whether the visitor
    // chose it (true) or the finder read it from their answers; null before the run has one.
    sector: string | null
    sector_label: string | null
    sector_chosen: boolean
    recommendations: Recommendation[]
    has_recommendations: boolean
    recommender_engine: string | null
    has_stored_report: boolean
    consistency_checks: { passed: boolean; mismatches: string[]; processing_time_ms: number | null; created_at: string }[]
  } | null
  signup: {
    list_name: string
    list_label: string
    status: string
    tags: string[]
    first_name: string | null
    confirmed_at: string | null
    unsubscribed_at: string | null
    created_at: string
    consents: {
      version: string
      wording: string
      page: string | null
      referrer: string | null
      utm: Record<string, string>
      created_at: string
    }[]
  } | null
  sales: LeadSales
  person_leads: number
  handling: { handled: boolean; updated_at: string | null; updated_by: string | null }
  // The person's discovery calls: this lead's own and any of their other leads'.
  calls: LeadCall[]
  notes: LeadNote[]
  timeline: TimelineEntry[]
  emails: LeadEmail[]
  jobs: LeadJob[]
}

export type LeadFilterValues = {
  kind: string
  status: string
  stage: string
  owner: string
  min_score: string
  handled: string
  from: string
  to: string
  q: string
  spam: string
  page: number
}

export type PlanValue = { key: string; name: string; monthly_gbp: number }

export type BoardCard = LeadScore & {
  id: string
  name: string | null
  email: string
  kind: string
  kind_label: string
  company: string | null
  created_at: string
  stage: SalesStage
  owner: LeadOwner | null
  follow_up: FollowUp | null
  plan: PlanValue | null
  // The person's next discovery call, else their last one; null: never booked.
  call: LeadCall | null
}

export type BoardColumn = {
  stage: SalesStage
  label: string
  count: number
  plan_value_gbp: number
  leads: BoardCard[]
}

export type LeadBoard = { columns: BoardColumn[]; total: number; per_column: number }

// A person: every lead with the same email address (pipeline/leads/people.py).
export type PersonSummary = LeadScore & {
  lead_id: string
  email: string
  name: string | null
  company: string | null
  lead_count: number
  kinds: string[]
  stages: Record<string, number>
  owners: string[]
  first_at: string
  latest_at: string
}

export type PeopleList = { people: PersonSummary[]; total: number; page: number; per_page: number }

export type PersonLead = {
  id: string
  kind: string
  kind_label: string
  created_at: string
  summary: string
  stage: SalesStage
  stage_label: string
  owner: LeadOwner | null
  is_spam: boolean
}

export type PersonDetail = PersonSummary & {
  leads: PersonLead[]
  signups: { list: string; status: string; confirmed_at: string | null }[]
  timeline: TimelineEntry[]
}

export type FinderRunRef = { id: string; found: boolean; tools: string[] }
