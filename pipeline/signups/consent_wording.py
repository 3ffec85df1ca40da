"""Every consent wording a sign-up form has ever shown, by version. The browser sends the
version it displayed; we store OUR copy of that version's text, so the proof of consent
can't be forged or garbled by the client. Never edit a published text: add a version.

The frontend's copy lives in frontend/src/content/consent.ts; a test keeps the two equal."""

from dataclasses import dataclass


@dataclass(frozen=True)
class ConsentWording:
    version: str
    list_name: str
    text: str


_ALL = (
    ConsentWording(
        "guide-2025-06",
        "guide",
        "We'll email you the guide and, now and then, practical tips on automating your "
        "business. Unsubscribe at any time with one click. We never share your details.",
    ),
    ConsentWording(
        "early-access-2025-06",
        "early_access",
        "We'll email you when this launches, plus the odd update about it. Unsubscribe at "
        "any time with one click. We never share your details.",
    ),
    ConsentWording(
        "newsletter-2025-06",
        "newsletter",
        "By subscribing you agree to receive the Calm AI Digest by email. We'll ask you to "
        "confirm first, and you can unsubscribe at any time with one click.",
    ),
)

WORDINGS: dict[str, ConsentWording] = {w.version: w for w in _ALL}


def wording_for(version: str, list_name: str) -> str | None:
    """The text shown for `version` on `list_name`'s form, or None if we never showed it."""
    wording = WORDINGS.get(version)
    return wording.text if wording and wording.list_name == list_name else None
