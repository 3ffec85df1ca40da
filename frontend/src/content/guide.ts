// Copy for the free guide page (spec 2.13, error catalogue §8). Quoted strings
// are the spec's wording.

export const guideCopy = {
  title: '5 Smart Ways to Automate Without Hiring',
  kicker: 'Free guide',
  lead: 'A practical, no-hype guide for UK founders and small teams: the routine work you can hand to simple tools this month, and how to do it safely.',
  formHeading: 'Get your free copy',
  submit: 'Download Free Guide',
  submitting: 'Sending...',
  thanksHeading: 'Thanks! Your guide is on its way.',
  thanksBody: 'Check your email for the download link. It should arrive in the next minute or two.',
  thanksSpam: "Didn't get it? Check your spam or promotions folder.",
  successToastTitle: 'Success! 🎉',
  successToastBody: 'Your free guide is on its way to your email!',
  failureToastTitle: 'Something went wrong',
  failureToastBody: 'Please try again or contact support if the problem persists.',
  learnHeading: "What You'll Learn Inside",
  learnPoints: [
    {
      title: 'Save 5–15 hours a week',
      body: 'Five automations that take the booking, chasing, retyping and repeat questions off your plate.',
    },
    {
      title: "Founder-friendly tools that won't eat your time",
      body: 'Affordable tools you can set up in an afternoon, with no developers and no long contracts.',
    },
    {
      title: 'A simple plan to grow without burning out or hiring',
      body: 'A four-week plan to pick, build and measure one automation at a time.',
    },
  ],
  linkProblem: {
    expired: 'That download link has expired. Enter your details below and we’ll send you a fresh one.',
    invalid: 'That download link didn’t work. Enter your details below and we’ll send you a new one.',
  },
  tags: ['fivesmartways'],
} as const
