"""Three forms of an email address.

normalise(): trimmed and lower-cased, the address as a list entry stores it, so no casing or
stray space makes a second list entry.

address_key(): the exact address as every look-up of a person compares it (the indexed
`email_key` columns): export, erase, retention, the erasure ledger, a person's leads,
sign-ups and the suppression list. NFKC, then Unicode case folding (str.casefold: `É` is
`é`, `ẞ` and `ß` are `ss`, `İ` is `i̇`), the domain in its one IDNA/UTS-46 spelling. Worked
out here, in Python, and stored: a database's own lower() can't be trusted with it (SQLite's
folds ASCII only), so no query ever compares lower(email).

mailbox_key(): the inbox an address reaches, what the per-recipient limit and every other
per-address limit count by, so no spelling buys a fresh allowance: `ada+1@…`, `Ada@…` and
(at Gmail) `a.da@…` are one person's inbox. Only ever a key; addresses are stored and
mailed as typed."""

import unicodedata

from pipeline.models.address_key import address_key, ascii_domain

__all__ = ["address_key", "mailbox_key", "normalise"]

# Google delivers every dotted variant of a local part to one inbox, and googlemail.com is
# gmail.com under another name.
GMAIL = "gmail.com"
GMAIL_DOMAINS = frozenset({GMAIL, "googlemail.com"})


def normalise(address: str) -> str:
    return address.strip().lower()


def mailbox_key(address: str) -> str:
    # NFKC first, as accounts.canonical does: full-width letters and odd spaces are plain.
    text = unicodedata.normalize("NFKC", address).strip()
    local, at, domain = text.rpartition("@")
    if not at:
        return text.lower()
    domain = ascii_domain(domain)
    # Sub-addressing (+tag) is honoured by most providers; assuming it everywhere can only
    # make two mailboxes share an allowance, never give one mailbox two.
    local = local.lower().split("+", 1)[0] or local.lower()
    if domain in GMAIL_DOMAINS:
        local, domain = local.replace(".", ""), GMAIL
    return f"{local}@{domain}"
