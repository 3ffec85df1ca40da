"""The one canonical spelling of an account's email address.

Account look-up, sign-up uniqueness, the sign-in and reset limits, the lockout's device
cookies and the audit log all key on canonical(), so every way of writing one address
(case, full-width letters, an IDN domain in Unicode or punycode, stray Unicode spaces)
is one account with one allowance, not a fresh allowance per spelling."""

import unicodedata

from email_validator import EmailNotValidError, validate_email


def canonical(address: str) -> str:
    # NFKC first: full-width and other compatibility forms become their plain letters, and
    # no-break or ideographic spaces become ordinary ones that strip() removes.
    text = unicodedata.normalize("NFKC", address).strip()
    try:
        checked = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        # Not an address (the request will be refused with a 400), but the limiters still
        # need a stable key for it.
        return text.lower()
    # The library maps the domain through IDNA/UTS-46 to its Unicode form, so punycode and
    # Unicode spellings of an IDN agree. Local parts are case-insensitive in practice.
    return f"{checked.local_part.lower()}@{checked.domain.lower()}"
