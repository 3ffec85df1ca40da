"""Every look-up of a person finds every spelling of their address (issue 33, item 1), on
SQLite (whose lower() folds ASCII only) and PostgreSQL: rows stored through the real forms
with non-ASCII capitals, Turkish dotted and dotless i, German ß/ẞ and full-width letters
are found by the export, removed by the erase, and erased once by the retention schedule,
which then stops. A Hypothesis property: two spellings with the same key are one person."""

import uuid
from datetime import datetime

from flask_migrate import upgrade
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline import leads, mail, retention
from pipeline.leads.held import find_people
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from tests.support.fresh_database import fresh_app
from tests.support.leads_factory import submit_contact, submit_newsletter

# (as the visitor typed it, as the person asking for their data types it)
SPELLINGS = [
    ("ÉLODIE.DUPONT@example.fr", "élodie.dupont@EXAMPLE.fr"),
    ("İREM.YILDIZ@example.com", "i̇rem.yildiz@example.com"),  # İ folds to i + combining dot
    ("Işık.KAYA@example.com", "işık.kaya@example.com"),  # ı stays ı: not the i of `isik`
    ("STRAẞE.MÜLLER@Bücher.de", "strasse.müller@xn--bcher-kva.de"),
    ("ＡＤＡ.ＬＯＶＥＬＡＣＥ@example.com", "ＡＤＡ．ｌｏｖｅｌａｃｅ＠ｅｘａｍｐｌｅ．ｃｏｍ"),
]


def _held(app, key: str) -> dict[str, int]:
    with app.app_context():
        return {
            model.__tablename__: len(
                db.session.scalars(db.select(model).where(model.email_key == key)).all()
            )  # fmt: skip
            for model in (Submission, ContactMessage, Signup, EmailMessage)
        }


def _stored(app, typed: str) -> list[str]:
    """The submissions whose address is exactly as typed (compared in Python)."""
    with app.app_context():
        rows = db.session.execute(db.select(Submission.id, Submission.email)).all()
    return [sub for sub, email in rows if email.casefold() == typed.casefold()]


def test_export_finds_and_erase_removes_every_spelling(app, client, run_worker):
    leads_of = {
        typed: sorted([submit_contact(client, "Élodie", typed, "Bonjour"),
                       submit_newsletter(client, "Élodie", typed)])
        for typed, _ in SPELLINGS
    }  # fmt: skip
    run_worker()
    with app.app_context():  # the inbox's search finds them by any spelling too
        found = leads.list_leads(leads.LeadFilter(q="élodie.dupont"))["leads"]
        assert sorted(lead["id"] for lead in found) == leads_of["ÉLODIE.DUPONT@example.fr"]
    for typed, asked in SPELLINGS:
        assert sorted(_stored(app, typed)) == leads_of[typed], typed
        with app.app_context():
            exported = leads.export(asked, None)
            assert sorted(s["id"] for s in exported["submissions"]) == leads_of[typed], typed
            assert len(exported["signups"]) == 1 and exported["emails"], typed
            counts = leads.erase(asked, None)
        assert counts["submissions"] == 2 and counts["signups"] == 1, typed
        assert counts["emails"] >= 1, typed
        assert _stored(app, typed) == [], typed
        assert set(_held(app, mail.address_key(typed)).values()) == {0}, typed


def test_the_retention_run_erases_each_spelling_once_and_then_stops(app, client, tmp_path):
    """Spam older than its period, from every spelling: erased on the first run, with one
    ledger line per person; the next run finds nothing left to do."""
    app.config["ERASURE_LEDGER_PATH"] = str(tmp_path / "ledger.jsonl")
    ids = [submit_contact(client, "Bot", typed, "Spam", website="x") for typed, _ in SPELLINGS]
    long_ago = datetime(2020, 1, 1)
    with app.app_context():
        db.session.execute(
            db.update(Submission).where(Submission.id.in_(ids)).values(created_at=long_ago)
        )
        db.session.commit()
        first = retention.apply_schedule("cli").counts
        second = retention.apply_schedule("cli").counts
        ledger = leads.ledger_entries(since=long_ago)
    assert first["spam"] == len(SPELLINGS) and second["spam"] == 0
    assert len(ledger) == len(SPELLINGS)
    assert all(_stored(app, typed) == [] for typed, _ in SPELLINGS)


# Letters whose case or compatibility forms a database's lower() gets wrong, and plain ones.
LETTERS = "aAeEéÉiIİıüÜßẞsSkKｋＫﬁ" + "bcdxyz"
FULL_WIDTH = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}


def _spellings(local: str, domain: str) -> list[str]:
    address = f"{local}@{domain}"
    return [
        address,
        address.upper(),
        address.lower(),
        address.casefold(),
        address.swapcase(),
        "".join(FULL_WIDTH.get(c, c) for c in address),
    ]


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])  # fmt: skip
@given(local=st.text(alphabet=LETTERS, min_size=1, max_size=12), data=st.data())
def test_any_two_spellings_with_one_key_are_found_by_one_lookup(app, local, data):
    domain = f"{uuid.uuid4().hex[:10]}.example.com"  # a person of this example only
    spellings = _spellings(local, domain)
    stored = data.draw(st.sampled_from(spellings), label="stored")
    asked = data.draw(st.sampled_from(spellings), label="asked")
    key = mail.address_key(asked)
    with app.app_context():
        row = Submission(kind="contact", email=stored, email_key=mail.address_key(stored))
        db.session.add(row)
        db.session.commit()
        row_id = row.id
        found = find_people([leads.normalise(asked)])[key].submissions
    if mail.address_key(stored) == key:
        assert found == [row_id]
    else:
        assert found == []


def test_the_migration_keys_the_rows_already_stored(app, tmp_path):
    """Rows stored before the key existed get it from migration addresses0001_email_keys,
    worked out in Python, so the look-ups find them on either database."""
    typed = "ÉLODIE.DUPONT@Bücher.de"
    with fresh_app(app, tmp_path, revision="retention0001_runs") as old, old.app_context():
        db.session.execute(
            db.text(
                "INSERT INTO submissions (id, kind, status, attempts, email, is_spam, "
                "is_repeat, created_at, updated_at) VALUES ('s1', 'contact', 'succeeded', 0, "
                ":email, false, false, :at, :at)"
            ),
            {"email": typed, "at": datetime(2026, 1, 1)},
        )
        db.session.commit()
        upgrade(revision="heads")
        keys = db.session.scalars(db.text("SELECT email_key FROM submissions")).all()
        assert keys == [mail.address_key(typed)] == ["élodie.dupont@xn--bcher-kva.de"]
        assert find_people([leads.normalise("élodie.dupont@bücher.DE")])[keys[0]].submissions == [
            "s1"
        ]


def test_a_row_written_without_its_key_still_gets_one(app):
    """The key is a column default derived from the row's own address: a writer that forgets
    it (a bulk Core insert, a fixture, a future feature) can't store a person that export,
    erasure or the suppression join can't find."""
    from pipeline.models.mail_suppression import MailSuppression

    typed = "ÉLODIE.DUPONT@Bücher.de"
    with app.app_context():
        db.session.execute(
            db.insert(Signup),
            [{"list_name": "newsletter", "email": typed, "tags": [], "status": "subscribed"}],
        )
        db.session.add(MailSuppression(email=typed, reason="bounced", list_name="newsletter"))
        db.session.commit()
        key = mail.address_key(typed)
        assert key == "élodie.dupont@xn--bcher-kva.de"
        assert db.session.scalar(db.select(Signup.email_key)) == key
        assert db.session.scalar(db.select(MailSuppression.email_key)) == key
