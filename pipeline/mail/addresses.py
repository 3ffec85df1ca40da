"""Two forms of an email address.

normalise(): trimmed and lower-cased, what sign-up look-ups and unsubscribes key on, so no
casing or stray space makes a second list entry.

mailbox_key(): the inbox an address reaches, what the per-recipient limit and every other
per-address limit count by, so no spelling buys a fresh allowance: `ada+1@…`, `Ada@…` and
(at Gmail) `a.da@…` are one person's inbox. Only ever a key; addresses are stored and
mailed as typed."""

import unicodedata

import idna

# Google delivers every dotted variant of a local part to one inbox, and googlemail.com is
# gmail.com under another name.
GMAIL = "gmail.com"
GMAIL_DOMAINS = frozenset({GMAIL, "googlemail.com"})


def normalise(address: str) -> str:
    return address.strip().lower()


def _ascii_domain(domain: str) -> str:
    try:
        # UTS-46 maps case, full-width forms and Unicode to the one punycode spelling.
        return idna.encode(domain, uts46=True).decode("ascii")
    except idna.IDNAError:
        return domain.lower()  # not a valid domain (refused elsewhere); still a stable key


def mailbox_key(address: str) -> str:
    # NFKC first, as accounts.canonical does: full-width letters and odd spaces are plain.
    text = unicodedata.normalize("NFKC", address).strip()
    local, at, domain = text.rpartition("@")
    if not at:
        return text.lower()
    domain = _ascii_domain(domain)
    # Sub-addressing (+tag) is honoured by most providers; assuming it everywhere can only
    # make two mailboxes share an allowance, never give one mailbox two.
    local = local.lower().split("+", 1)[0] or local.lower()
    if domain in GMAIL_DOMAINS:
        local, domain = local.replace(".", ""), GMAIL
    return f"{local}@{domain}"
