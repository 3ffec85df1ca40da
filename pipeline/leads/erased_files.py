"""The files an erasure removes: each email's .eml copy in the outbox folder (named for the
email, or naming the person in its text) and the cached files named for their submissions.
Each folder is walked once per erasure, however many people it covers."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pipeline.leads.held import Held, fold, needles_pattern, text_of
from pipeline.settings import setting


def erase_files(people: dict[str, Held], whole: set[str]) -> dict[str, Counter]:
    """{address: Counter(eml_files=…, cached_files=…)}. The text of .eml files is searched
    for the addresses in `whole` only: a part erasure takes its own emails' files."""
    counts = {person: Counter(eml_files=0, cached_files=0) for person in people}
    email_owner = {email: p for p, held in people.items() for email in held.emails}
    outbox_dir = Path(setting("MAIL_OUTBOX_DIR"))
    # Each spelling the person's rows stored, and the key: any of them names the person.
    owner_of = {fold(n): p for p in whole for n in (p, *people[p].spellings)}
    named = needles_pattern(owner_of)
    if outbox_dir.is_dir():
        for path in outbox_dir.glob("*.eml"):
            owner = email_owner.get(path.stem)
            if owner is None and named is not None:
                match = named.search(text_of(path.read_bytes()))
                owner = owner_of.get(match.group(0)) if match else None
            if owner in counts:
                path.unlink(missing_ok=True)
                counts[owner]["eml_files"] += 1
    # Cached files (reports and the like) are named for the submission they belong to.
    sub_owner = {sub: p for p, held in people.items() for sub in held.submissions}
    cache_dir = Path(setting("GUIDE_CACHE_DIR")).parent
    subs = needles_pattern(sub_owner)
    if cache_dir.is_dir() and subs is not None:
        for path in cache_dir.rglob("*"):
            match = subs.search(path.name.lower()) if path.is_file() else None
            if match and match.group(0) in sub_owner:
                path.unlink(missing_ok=True)
                counts[sub_owner[match.group(0)]]["cached_files"] += 1
    return counts
