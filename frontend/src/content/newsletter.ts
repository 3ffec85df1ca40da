// Copy for the Calm AI Digest: the /newsletter page (spec 2.6), the blog's
// sign-up card (spec 2.8) and the double opt-in confirmation page.

export const newsletterCopy = {
  name: 'The Calm AI Digest',
  lead: 'Practical, hype-free AI ideas for busy business owners, straight to your inbox once a fortnight.',
  cardHeading: 'Get the Calm AI Digest',
  cardLead: 'Practical AI tips for busy teams, once a fortnight. No hype.',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  checkInboxHeading: 'Almost there: check your inbox',
  checkInboxBody:
    "We've sent you a confirmation link. Click it to start receiving the Calm AI Digest. Didn't get it? Check your spam or promotions folder.",
  alreadyHeading: "You're already subscribed",
  successToastTitle: 'Check your inbox',
  successToastBody: 'Click the link in our email to confirm your subscription.',
  failureToastTitle: 'Something went wrong',
  failureToastBody: 'Please try again or contact us directly.',
  benefitsHeading: "What you'll get",
  benefits: [
    'One short email a fortnight: a five-minute read, never a daily drip.',
    'A practical AI idea you can try in under an hour, with step-by-step instructions.',
    'One tool worth knowing about, and one to skip, with honest reasons.',
    'Real examples from small UK businesses, including what went wrong.',
    'Plain English, no jargon and no hype. Unsubscribe in one click at any time.',
  ],
  confirm: {
    heading: 'Confirm your subscription',
    body: 'One last step: press the button to confirm you want to receive the Calm AI Digest.',
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    doneHeading: "You're subscribed!",
    doneBody:
      "Welcome to the Calm AI Digest. We've sent you a welcome email, and your first issue will arrive within a fortnight.",
    missingToken: 'This confirmation link is incomplete. Please open the link from your email again.',
    signUpAgain: 'Sign up again',
  },
} as const

// The example issue shown on /newsletter, so visitors know what they're signing up for.
export const exampleIssue = {
  label: 'Example issue',
  subject: 'Issue 12: Stop answering the same email twenty times',
  intro:
    "Hi there. This fortnight: a fifteen-minute fix for repeat enquiries, a meeting-notes tool that's worth the money, and how a Bristol bakery cut its order admin in half.",
  sections: [
    {
      heading: 'Try this: saved replies in 15 minutes',
      body: 'Open last month\'s sent folder and find the three questions you answered most. Write your best answer to each once and save it as a template in Gmail or Outlook. Next time, it takes two clicks, and you can still personalise the first line.',
    },
    {
      heading: 'Worth knowing: AI meeting notes',
      body: "Tools that join your video calls and write up the actions are now good enough for internal meetings. Tell attendees it's recording, check the summary before you share it, and keep it out of sensitive client calls.",
    },
    {
      heading: 'Skip for now: "fully autonomous" AI agents',
      body: 'Anything promising to run your marketing unattended still needs a person checking every output. Start with drafts you approve, not posts that publish themselves.',
    },
    {
      heading: 'From the field',
      body: 'A six-person bakery moved wholesale orders from email to a simple online form connected to a spreadsheet. Order admin dropped from about six hours a week to under three, and missed orders stopped.',
    },
  ],
  signOff: 'See you in a fortnight. Reply any time: a real person reads every email.',
} as const
