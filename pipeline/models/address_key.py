"""The key one person's address is found by, and the column default that stores it.

address_key(): NFKC, then Unicode case folding (str.casefold: `É` is `é`, `ẞ` and `ß` are
`ss`), the domain in its one IDNA/UTS-46 spelling. Worked out here, in Python, and stored in
the indexed `email_key` columns: a database's own lower() can't be trusted with it (SQLite's
folds ASCII only), so no query ever compares lower(email).

It lives with the models, not with mail, so every table with an address derives its key
from the row itself (`key_of_email`, a column default): a writer that forgets the key, a
bulk insert or a test fixture, still stores a row export, erasure and the suppression join
can find."""

import unicodedata

import idna
from sqlalchemy import String
from sqlalchemy.orm import mapped_column


def _folded(text: str) -> str:
    # NFKC again after folding: folding can produce text NFKC would spell otherwise, and a
    # key must be its own key.
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def idna_domain(domain: str) -> str | None:
    """The domain's one punycode spelling (UTS-46 maps case, full-width forms and Unicode),
    or None for a name IDNA doesn't allow."""
    try:
        return idna.encode(domain, uts46=True).decode("ascii")
    except idna.IDNAError:
        return None


def ascii_domain(domain: str) -> str:
    # Not a valid domain (refused elsewhere): still a stable key.
    return idna_domain(domain) or _folded(domain)


def address_key(address: str) -> str:
    """Every spelling that reaches the same address (not the same mailbox: `ada+1@` is
    another person here, see mail.addresses.mailbox_key) gives the same key."""
    text = unicodedata.normalize("NFKC", address).strip()
    local, at, domain = text.rpartition("@")
    if not at:
        return _folded(text)
    return f"{_folded(local)}@{ascii_domain(domain.strip())}"


def key_of(address_column: str):
    """A column default: the key of the row's `address_column`, when the insert gives one
    and sets no key of its own."""

    def default(context) -> str | None:
        address = context.get_current_parameters().get(address_column)
        return None if address is None else address_key(address)

    return default


def email_key_column(address_column: str = "email", **options):
    return mapped_column(String(512), default=key_of(address_column), **options)
