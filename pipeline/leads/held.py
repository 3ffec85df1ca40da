"""What is held about people, as row ids: for a data export, an erasure on request (one
address, everything) and the retention schedule's erasures (many people at once, sometimes
only some of their leads). Found in a few queries per batch of people, not per person, so
a retention run over a hundred thousand rows doesn't ask the database a million times.

An address's rows are those whose stored key (email_key, pipeline.mail.address_key) is the
address's key, plus the rows that hang off its submissions; the sales digests that named it
(sent to sales, tied to no lead) are found by reading each digest once per batch."""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from email import message_from_bytes, policy

from pipeline.leads.digest import PURPOSE as DIGEST_PURPOSE
from pipeline.leads.person_keys import chunks
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.finder_run import FinderRun
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission


@dataclass
class Held:
    """The ids of the rows held about one address (or the part of them being erased)."""

    submissions: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    signups: list[int] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)
    # The address as its rows store it, each spelling (`Straße@…` folds to `strasse@…`):
    # what to look for in text (digests, .eml files, the SQLite file's free pages).
    spellings: set[str] = field(default_factory=set)


# Every column that stores a person's address, with its key.
ADDRESS_COLUMNS = (
    (Submission.email, Submission.email_key),
    (ContactMessage.email, ContactMessage.email_key),
    (FinderRun.email, FinderRun.email_key),
    (Signup.email, Signup.email_key),
    (EmailMessage.to_addr, EmailMessage.email_key),
    (MailSuppression.email, MailSuppression.email_key),
)


def _pairs(key, value, values: list) -> list[tuple]:
    """(key, value) rows whose `key` is one of `values`, asked in chunks."""
    found: list[tuple] = []
    for chunk in chunks(values):
        found += db.session.execute(db.select(key, value).where(key.in_(chunk))).all()
    return found


def _by_person(pairs: list[tuple], people: dict[str, Held], attribute: str) -> None:
    for person, value in pairs:
        if person in people and value is not None:
            found = getattr(people[person], attribute)
            if isinstance(found, set):
                found.add(value)
            else:
                found.append(value)


def find_people(addresses: list[str]) -> dict[str, Held]:
    """Everything held about each address (as address keys): {address key: Held}."""
    people = {address: Held() for address in addresses}
    keys = sorted(people)
    for column, owner in (
        (Submission.email_key, Submission.id),
        (ContactMessage.email_key, ContactMessage.submission_id),
        (FinderRun.email_key, FinderRun.submission_id),
    ):
        _by_person(_pairs(column, owner, keys), people, "submissions")
    owner_of = {sub: person for person, held in people.items() for sub in held.submissions}
    subs = sorted(owner_of)
    tests = _pairs(FinderRun.submission_id, FinderRun.id, subs)
    _by_person([(owner_of[sub], test) for sub, test in tests], people, "tests")
    tests = _pairs(FinderRun.email_key, FinderRun.id, keys)
    _by_person(tests, people, "tests")
    _by_person(_pairs(Signup.email_key, Signup.id, keys), people, "signups")
    emails = _pairs(EmailMessage.submission_id, EmailMessage.id, subs)
    _by_person([(owner_of[sub], email) for sub, email in emails], people, "emails")
    _by_person(_pairs(EmailMessage.email_key, EmailMessage.id, keys), people, "emails")
    for address, key in ADDRESS_COLUMNS:
        _by_person(_pairs(key, address, keys), people, "spellings")
    named = {p: [p, *h.spellings, *h.submissions] for p, h in people.items()}
    for person, digest in digests_naming(named):
        people[person].emails.append(digest)
    for held in people.values():
        for name in ("submissions", "tests", "signups", "emails"):
            setattr(held, name, sorted(set(getattr(held, name))))
    return people


def find_parts(parts: dict[str, Held]) -> dict[str, Held]:
    """Only the named submissions and sign-ups of each address, with the finder runs and
    emails that hang off those submissions."""
    owner_of = {sub: person for person, held in parts.items() for sub in held.submissions}
    subs = sorted(owner_of)
    found = {p: Held(sorted(h.submissions), [], sorted(h.signups), []) for p, h in parts.items()}
    tests = _pairs(FinderRun.submission_id, FinderRun.id, subs)
    _by_person([(owner_of[sub], test) for sub, test in tests], found, "tests")
    emails = _pairs(EmailMessage.submission_id, EmailMessage.id, subs)
    _by_person([(owner_of[sub], email) for sub, email in emails], found, "emails")
    for held in found.values():
        held.tests.sort()
        held.emails.sort()
    return found


def left_after(parts: dict[str, Held]) -> set[str]:
    """The addresses that would hold no submission and no sign-up once their part is gone:
    erasing the part erases the whole person."""
    keys = sorted(parts)
    subs = defaultdict(set)
    for person, sub in _pairs(Submission.email_key, Submission.id, keys):
        subs[person].add(sub)
    signups = defaultdict(set)
    for person, signup in _pairs(Signup.email_key, Signup.id, keys):
        signups[person].add(signup)
    return {
        person
        for person, part in parts.items()
        if subs[person] <= set(part.submissions) and signups[person] <= set(part.signups)
    }


def text_of(raw: bytes) -> str:
    """A stored message's bytes and decoded text parts, folded as needles are (fold()):
    bodies may be base64 or quoted-printable, so the raw bytes alone could hide a name."""
    texts = [raw.decode("utf-8", "replace")]
    for part in message_from_bytes(raw, policy=policy.default).walk():
        if part.get_content_maintype() == "text":
            try:
                texts.append(part.get_content())
            except (LookupError, ValueError):
                continue
    return fold("\n".join(texts))


def fold(text: str) -> str:
    """Text and needles alike: compatibility forms plain, Unicode case folded."""
    return unicodedata.normalize("NFKC", text).casefold()


def needles_pattern(needles: Iterable[str]) -> re.Pattern | None:
    words = sorted({fold(n) for n in needles if n}, key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in words)) if words else None


def digests_naming(needles_by_person: dict[str, list[str]]) -> list[tuple[str, str]]:
    """(person, digest email id) for every sales digest (pipeline/leads/digest.py) that
    named one of a person's needles (their address, their lead ids): sent to sales and tied
    to no lead, but it names the person and links to the lead. Each digest is read once."""
    pattern = needles_pattern(n for needles in needles_by_person.values() for n in needles)
    if pattern is None:
        return []
    person_of = {fold(n): p for p, needles in needles_by_person.items() for n in needles}
    rows = db.session.execute(
        db.select(EmailMessage.id, EmailMessage.message_bytes).where(
            EmailMessage.purpose == DIGEST_PURPOSE, EmailMessage.submission_id.is_(None)
        )
    )
    found = []
    for email_id, raw in rows:
        named = {person_of[m] for m in pattern.findall(text_of(raw)) if m in person_of}
        found += [(person, email_id) for person in named]
    return found
