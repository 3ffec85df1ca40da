// The consent wording shown next to each sign-up form (UK PECR / GDPR). The form
// sends `version` and `text` with the submission; the server keeps its own copy of
// every version (pipeline/consent_wording.py) and stores that as the proof of
// consent. Never edit a published text: add a new version here AND on the server.
// A backend test checks the two copies match.

export type ConsentWording = {
  version: string
  text: string
}

export const consentWording = {
  guide: {
    version: "guide-2025-06",
    text: "We'll email you the guide and, now and then, practical tips on automating your business. Unsubscribe at any time with one click. We never share your details.",
  },
  earlyAccess: {
    version: "early-access-2025-06",
    text: "We'll email you when this launches, plus the odd update about it. Unsubscribe at any time with one click. We never share your details.",
  },
  newsletter: {
    version: "newsletter-2025-06",
    text: "By subscribing you agree to receive the Calm AI Digest by email. We'll ask you to confirm first, and you can unsubscribe at any time with one click.",
  },
} as const satisfies Record<string, ConsentWording>

// What a submission carries: the version and the exact text the visitor saw.
export function consentPayload(wording: ConsentWording): { version: string; wording: string } {
  return { version: wording.version, wording: wording.text }
}
