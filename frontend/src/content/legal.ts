// Static legal text (spec 2.6 and the legal terms of section 9). Neutral
// wording: "we" and "the consultancy", never a company name.

import { publicDetails } from './public-details'
import { site } from './site'

// A paragraph is a run of text and links; a href starting with "/" is a page of this site.
export type LegalInline = string | { label: string; href: string }
export type LegalBlock = { paragraph: readonly LegalInline[] } | { list: readonly string[] }

export type LegalSection = {
  heading: string
  blocks: readonly LegalBlock[]
}

export type LegalDate = { iso: string; label: string }

export type LegalDocument = {
  title: string
  description: string
  path: string
  updated: LegalDate
  reviewed?: LegalDate
  intro: string
  sections: readonly LegalSection[]
}

const p = (...content: LegalInline[]): LegalBlock => ({ paragraph: content })
const list = (...items: string[]): LegalBlock => ({ list: items })
const email = { label: site.contactEmail, href: `mailto:${site.contactEmail}` }

const may2025: LegalDate = { iso: '2025-05-03', label: '3 May 2025' }
// Issue 27: visits counted without cookies; the public site stores nothing on the device.
const countingUpdate: LegalDate = { iso: '2026-11-27', label: '27 November 2026' }
// Issue 28: the retention schedule, its periods read from the server's settings (the same
// ones its daily run applies) when a page is served.
const retentionUpdate: LegalDate = { iso: '2026-11-27', label: '27 November 2026' }
const kept = publicDetails.retention

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: 'How the consultancy collects, uses and protects your personal data, and the rights you have over it.',
  path: '/privacy-policy',
  updated: retentionUpdate,
  reviewed: retentionUpdate,
  intro:
    'This policy explains what personal data we collect when you use this website or our services, why we collect it, and what you can ask us to do with it. We process personal data in line with UK data protection law, including the UK GDPR and the Data Protection Act 2018.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        p('The consultancy is the controller of the personal data described in this policy. You can contact us about privacy at any time at ', email, '.'),
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        list(
          'Contact details you give us: your name, email address, role and the message you send through the contact form.',
          'Business details you enter into the AI Tool Finder: your company name, company size, goals, challenges and current tools, together with the recommendations we generate for you.',
          'Your name and email address when you request a guide or join the newsletter, and a record of your consent.',
          'Payment and billing details when you subscribe to a plan. Card details are handled by our card payment provider; we never see or store your full card number.',
          'Counts of how our forms, the plan quiz and the AI Tool Finder are used: daily totals per page and step, the website that linked to us, campaign tags and whether the device is mobile or desktop. They are collected without cookies and cannot identify you.',
        ),
        p('The plan quiz runs in your browser. Your answers are not sent to us: we count only that a question was answered, never which answer you chose.'),
        p('How we count visits, and what we never collect, is set out in our ', { label: 'Cookie Notice', href: '/cookie-notice' }, '.'),
      ],
    },
    {
      heading: 'How we use your data and our lawful basis',
      blocks: [
        list(
          'To reply to your enquiry and provide the services you ask for (contract, or steps before a contract).',
          'To email you the recommendations, reports or guides you request (contract and legitimate interests).',
          'To send the newsletter and marketing emails, only when you have agreed (consent). Every marketing email has an unsubscribe link.',
          'We do not track our newsletter: it carries no tracking pixel, so we never know whether or when you open it, and its links go straight to where they say, never through a redirect that records your click. We know only whether our mail server handed it to yours.',
          'To run, secure and improve the website, including counting how its forms, quiz and tool finder are used (legitimate interests).',
          'To keep financial records and meet other legal obligations (legal obligation).',
        ),
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        p('We do not sell your personal data. We share it only with service providers who help us run the business, under contracts that require them to protect it: website hosting, email delivery, our card payment provider and the AI services used to generate recommendations. We may also disclose data where the law requires it.'),
        p('Some providers may process data outside the UK. Where they do, we rely on UK adequacy regulations or the International Data Transfer Agreement to keep your data protected.'),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        p('We keep personal data only as long as we need it, and a scheduled job deletes it every day once its time is up:'),
        list(
          `Enquiries, tool finder answers, discovery calls you booked (with what you told us when booking), sign-up forms and our notes about them: ${kept.leads} after our last contact with you (your last form or call, or our last note or change to your enquiry). Then everything we hold about you is erased, as if you had asked us to.`,
          `Messages our spam filters caught: ${kept.spam}.`,
          `Copies of the emails we sent you, with any report attached: ${kept.emailCopies}. After that we keep only a note that an email was sent, when and to which address, for as long as we keep your enquiry.`,
          `Newsletter sign-ups you never confirmed: ${kept.unconfirmedSignups}.`,
          `Our record of which newsletter issues we sent to your address, and whether your mail server took them: ${kept.newsletterDeliveries}.`,
          'Newsletter and guide subscriptions: until you unsubscribe. After that we keep only your email address on a suppression list, so that we never email you again.',
          `Our record of the data requests we handled and the data we erased (it holds no personal data, only a scrambled form of the email address): ${kept.auditLog}.`,
          `The history of the background jobs that processed your forms: ${kept.jobHistory}.`,
          `Daily visit totals (counts, never people): ${kept.analyticsTotals}.`,
          'Billing records: six years, to meet tax rules.',
        ),
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        p('Data is encrypted in transit. Access to our admin systems uses role-based access control, so staff only see the data their role needs, and accounts are protected with two-factor authentication (2FA). We review access regularly.'),
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        list(
          'Access the personal data we hold about you.',
          'Have inaccurate data corrected.',
          'Have your data erased, or its use restricted.',
          'Object to processing based on legitimate interests, and to direct marketing at any time.',
          'Receive your data in a portable format.',
          'Withdraw consent at any time, without affecting processing that happened before.',
        ),
        p('To use any of these rights, email ', email, '. We reply within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ICO).'),
      ],
    },
    {
      heading: 'Cookies',
      blocks: [p('The public website sets no cookies and stores nothing on your device. Our Cookie Notice explains the cookies our staff admin area uses and how we count visits without cookies: see our ', { label: 'Cookie Notice', href: '/cookie-notice' }, '.')],
    },
    {
      heading: 'Children',
      blocks: [p('Our website and services are for people aged 18 and over. We do not knowingly collect data from children.')],
    },
    {
      heading: 'Changes to this policy',
      blocks: [p('We update this policy when our practices change. The date at the top shows when it last changed.')],
    },
  ],
}

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: 'The terms that apply when you use this website and buy training, consulting or a monthly plan from the consultancy.',
  path: '/terms-of-service',
  updated: may2025,
  intro:
    'These terms apply when you use this website or buy our training, consulting, custom projects or monthly plans. By using the site or our services you agree to them. Please read them with our Privacy Policy.',
  sections: [
    {
      heading: 'Who can use our services',
      blocks: [p('You must be at least 18 years old to buy from us or create an account. If you buy on behalf of a business, you confirm you are authorised to do so.')],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        p('All prices are in pounds sterling (GBP) plus VAT. Payments are taken through our card payment provider. Quotes for custom work are valid for 30 days unless they say otherwise.'),
      ],
    },
    {
      heading: 'Monthly plans',
      blocks: [
        p('Subscriptions are billed monthly. There is no minimum term: you can cancel at any time, and your plan stays active until the end of the billing cycle you have paid for. We do not refund part months.'),
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        list(
          'Most digital products come with a 7-day satisfaction guarantee: if you are not happy, tell us within 7 days of purchase for a full refund.',
          'Refunds for consulting are considered case by case, taking into account the work already done.',
        ),
        p('Nothing in these terms affects your statutory rights.'),
      ],
    },
    {
      heading: 'Accounts and security',
      blocks: [
        p('Where we give you or your team access to a system, access is managed with role-based access control and protected by two-factor authentication (2FA). Keep your login details private and tell us straight away if you think your account has been misused.'),
      ],
    },
    {
      heading: 'AI outputs',
      blocks: [
        p('AI tools can make mistakes. We build in human checks, but you remain responsible for reviewing content and decisions before you rely on them, particularly for legal, financial or regulated matters.'),
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        p('The content of this website and our training materials belong to the consultancy. Deliverables we create for you become yours once paid for in full, except for our own tools, templates and know-how, which we license to you for use in your business.'),
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [p('Do not misuse the website: no attempts to break its security, overload it, scrape it at scale or use it to send unlawful or harmful content.')],
    },
    {
      heading: 'Our liability',
      blocks: [
        p('Our total liability to you for any claim is capped at the amount you paid us in the 12 months before the claim arose. We are not liable for indirect losses such as lost profits or lost data. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence, or fraud.'),
      ],
    },
    {
      heading: 'Your personal data',
      blocks: [p('We handle your personal data as described in our ', { label: 'Privacy Policy', href: '/privacy-policy' }, '.')],
    },
    {
      heading: 'Changes to these terms',
      blocks: [p('We may update these terms. The version on this page applies from the date shown at the top.')],
    },
    {
      heading: 'Governing law',
      blocks: [p('These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.')],
    },
    {
      heading: 'Contact',
      blocks: [p('Questions about these terms? Email ', email, '.')],
    },
  ],
}

export const cookieNotice: LegalDocument = {
  title: 'Cookie Notice',
  description: 'This website sets no cookies for visitors and stores nothing on your device. How we count visits without them, and the cookies our staff admin area uses.',
  path: '/cookie-notice',
  updated: countingUpdate,
  intro:
    'Cookies are small text files a website stores on your device; your browser’s local and session storage are similar technologies. The public pages of this website use none of them: they store nothing on your device. This notice explains, by category, the one place cookies are used, and how we count visits without them.',
  sections: [
    {
      heading: 'Essential cookies',
      blocks: [p('Only our staff admin area (/admin) uses cookies: to keep a signed-in member of staff signed in, to protect their changes against forgery, and to recognise a device they have signed in from before. They are set only when someone signs in there, are needed for it to work, and cannot be switched off. Visitors to the public website get none.')],
    },
    {
      heading: 'Performance and analytics cookies',
      blocks: [p('We use none. We count how our forms, the plan quiz and the AI Tool Finder are used without cookies, as explained below.')],
    },
    {
      heading: 'Functionality cookies',
      blocks: [p('We use none. The website does not remember your choices or details between visits: nothing is kept in your browser.')],
    },
    {
      heading: 'Marketing and tracking cookies',
      blocks: [p('We use none, and no advertising, analytics or tracking service from another company runs on this website.')],
    },
    {
      heading: 'How we count visits without cookies',
      blocks: [
        p('When you view, start or send one of our forms, or use the plan quiz or the AI Tool Finder, the page sends us a short note of that step. We add each note to a daily total and keep only the totals. A note says:'),
        list(
          'The page and the step: for example that the contact form was viewed or sent, that the quiz’s third question was answered (not which answer), or that “Book a Free Discovery Call” was chosen.',
          'The name of the website that linked you to us, such as www.linkedin.com (not the page on it), or nothing if you came straight to us.',
          'The campaign tags of the link you arrived by (utm_source, utm_medium and utm_campaign), if it had any.',
          'Whether your device counts as mobile or desktop, from the width of the browser window and whether it has a touch screen.',
        ),
        p('A note never contains, and we never keep with the totals:'),
        list(
          'A cookie or anything stored on your device: the page keeps nothing in your browser, and reads nothing stored there.',
          'Your IP address, your browser’s or device’s details (beyond mobile or desktop), your name or your email address.',
          'Anything that could follow you from page to page or visit to visit. A random number, made when a page opens and forgotten when you leave it, stops one step being counted twice; we hold it, scrambled, for at most two hours and never with the totals.',
        ),
        p(`The daily totals are kept for ${kept.analyticsTotals}, then deleted. If your browser sends a Global Privacy Control or Do Not Track signal, the pages send no notes at all.`),
        p('Because nothing is stored on your device and nothing stored on it is read, there is nothing to consent to, and the website shows no cookie banner.'),
      ],
    },
    {
      heading: 'Managing cookies',
      blocks: [
        p('You can block or delete cookies in your browser settings; the public website works the same either way. Blocking them stops the staff admin area from working. For more on how we use personal data, see our ', { label: 'Privacy Policy', href: '/privacy-policy' }, '.'),
      ],
    },
    {
      heading: 'Contact',
      blocks: [p('Questions about cookies? Email ', email, '.')],
    },
  ],
}
