// Copy and labels for the sales inbox (/admin/leads). Values mirror pipeline/leads.py.

export const leadKindLabels: Record<string, string> = {
  contact: 'Contact',
  guide: 'Free guide',
  early_access: 'Early access',
  newsletter: 'Newsletter',
  finder: 'Tool finder',
  booking: 'Discovery call',
}

export const submissionStatusLabels: Record<string, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
}

// An email's delivery status as the delivery job records it (pipeline/mail_delivery.py).
export const deliveryStatusLabels: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Suppressed',
  limited: 'Not sent: recipient limit',
}

export const emailPurposeLabels: Record<string, string> = {
  contact_sales: 'Enquiry to sales',
  contact_ack: 'Acknowledgement to sender',
  finder: 'Recommendations and PDF report',
  finder_sales: 'New-lead note to sales',
  lead_notification: 'New-lead note to sales',
  guide: 'Guide download link',
  early_access: 'Early access welcome',
  newsletter_confirm: 'Newsletter confirmation request',
  newsletter_welcome: 'Newsletter welcome',
  newsletter_already: 'Newsletter: already subscribed',
  booking_visitor: 'Discovery call: confirmation to the visitor',
  booking_update: 'Discovery call: change to the visitor',
  booking_reminder: 'Discovery call: reminder to the visitor',
  booking_sales: 'Discovery call: note to the salesperson',
}

// Flags on a lead (pipeline/leads.py flags()): the spam/suspect label itself comes from the server.
export const leadFlagCopy = {
  spam: 'spam',
  suspect: 'suspect',
  repeat: 'Repeat',
  repeatDetail: 'Repeat sign-up: this address had already joined this list, so sales were not told again.',
  limited: 'Not sent: recipient limit',
  limitedDetail:
    'An email to this address was not sent: it had already had its share of automatic emails from our forms in the last 24 hours.',
  suspectDetail: 'Never processed: nothing was emailed to this address and sales were not notified.',
} as const

// The sales pipeline (pipeline/leads/stages.py), in board order.
export const stageLabels = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
} as const

export const lostReasonLabels: Record<string, string> = {
  no_budget: 'No budget',
  no_response: 'Never replied',
  chose_competitor: 'Chose someone else',
  not_a_fit: 'Not a fit for what we do',
  bad_timing: 'Not the right time',
  not_a_lead: 'Not a real enquiry',
  other: 'Other',
}

// "me" and "none" are the API's own words (web/api/admin/leads.py); sales users follow.
export const ownerFilterLabels = { '': 'Anyone', me: 'My leads', none: 'Unassigned' } as const

// The API's min_score: a person's score (0-100) at least this.
export const scoreFilterLabels = { '': 'Any score', '80': '80 and over', '60': '60 and over', '40': '40 and over', '20': '20 and over' } as const

export const handledFilterLabels = { '': 'Any', no: 'Not handled', yes: 'Handled' } as const
export const spamFilterLabels = { exclude: 'Hide spam', include: 'Include spam', only: 'Only spam' } as const

export const leadsCopy = {
  title: 'Leads',
  intro: 'Every submission from every form, newest first. Open one to see its emails, jobs and consent.',
  empty: 'No leads match these filters.',
  exportCsv: 'Export CSV',
  resend: 'Resend',
  resent: 'Queued to send again.',
  overrideReason: 'Why it must go anyway',
  overrideHint: 'Only admins can send past the recipient limit. The reason goes on the audit log.',
  sendAnyway: 'Send anyway',
  handledSaved: 'Saved.',
  stageSaved: 'Stage changed.',
  ownerSaved: 'Owner saved.',
  followUpSaved: 'Follow-up saved.',
  followUpCleared: 'Follow-up cleared.',
  noteAdded: 'Note added.',
  noNotes: 'No notes yet.',
  noTimeline: 'Nothing has changed on this lead yet.',
  noScore: 'Nothing they told us scores yet.',
  // The plan a contact message asked about (a plan page's or the quiz result's "Book a Call").
  planAskedAbout: (name: string, fromQuiz: boolean) => (fromQuiz ? `${name} (the plan quiz's result)` : name),
  // The finder run a contact message came from (the results' "Book a Free Discovery Call").
  finderRunLabel: 'Tool finder results',
  finderRunLink: 'Open the tool finder lead',
  finderRunNoTools: 'No tools were recommended on that run.',
  finderRunGone: (id: string) => `Run ${id}: no longer stored (erased, or never a run).`,
  back: '← All leads',
  notFound: "That lead doesn't exist any more (it may have been erased on request).",
} as const

export const dataRequestCopy = {
  title: 'Data requests (UK GDPR)',
  intro:
    'Export everything we hold about an email address, or erase it everywhere: rows, consent records, emails, files and job data. An audit entry records who did it and when, without the address.',
  emailLabel: 'Email address',
  exportButton: 'Export data (JSON)',
  eraseButton: 'Erase everything',
  confirmLabel: 'Type the address again to confirm',
  confirmErase: 'Yes, erase for good',
  exported: 'Export downloaded.',
  erased: 'Erased.',
} as const

export const boardCopy = {
  help: 'Drag a card to another column, or focus a card and press → or ← to move it one stage; its "Move to" menu reaches any stage.',
  moved: (name: string, stage: string) => `Moved ${name} to ${stage}.`,
  empty: 'No leads here.',
  more: (shown: number, count: number) => `Showing the newest ${shown} of ${count}: narrow the filters to see the rest.`,
  planValue: (value: string) => `${value}/month in plans`,
} as const

export const viewLabels = { table: 'Submissions', board: 'Board', people: 'People' } as const

export const peopleCopy = {
  back: '← All leads',
  notFound: "This person has no leads here any more (they may have been erased on request).",
  seePerson: (count: number) => `Everything from this person (${count} lead${count === 1 ? '' : 's'})`,
  empty: 'No people match these filters.',
  noTimeline: 'Nothing to show yet.',
} as const
