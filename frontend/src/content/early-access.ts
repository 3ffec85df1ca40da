// Copy for the early-access card on coming-soon service pages (spec 2.5, 4, §8).

export const earlyAccessCopy = {
  heading: 'Want to Be Notified When This Launches?',
  lead: "Leave your email and you'll hear first when it's ready.",
  submit: 'Get Early Access',
  submitting: 'Adding you to the list...',
  submitted: "Thanks! We'll notify you when the playbooks launch.",
  alreadyToast: "You're already on the early access list!",
  successToastTitle: 'Success!',
  failureToastTitle: 'Something went wrong',
  failureToastBody: 'Please try again or contact us directly.',
  // Spec call 1: the playbooks' early-access list.
  defaultTags: ['playbooks', 'early-access'],
} as const
