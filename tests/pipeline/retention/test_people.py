"""Retention erases people the way an erasure on request does, and never someone it must
keep: a confirmed subscriber, or anyone whose leads saw a note, a stage change or a new
submission within the period (issue 28)."""

import json

from pipeline import retention
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.lead_note import LeadNote
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.models.webhook_delivery import WebhookDelivery
from pipeline.models.webhook_endpoint import WebhookEndpoint
from tests.support import retention_rows as rows
from tests.support.retention_rows import NOW, SECOND

LONG_AGO = NOW.replace(year=2024)


def recent():
    return retention.BY_KEY["leads"].cutoff(NOW) + SECOND


def run(app) -> dict:
    with app.app_context():
        return retention.apply_schedule("cli", now=NOW).counts


def held(app, person: str) -> list[str]:
    with app.app_context():
        return list(db.session.scalars(db.select(Submission.id).where(Submission.email == person)))


def test_a_recent_note_stage_change_or_newer_submission_keeps_the_whole_person(app):
    noted, staged, returned = rows.address("noted"), rows.address("staged"), rows.address("back")
    with app.app_context():
        rows.note(rows.submission(noted, LONG_AGO), recent())
        rows.stage_change(rows.submission(staged, LONG_AGO), recent())
        rows.submission(returned, LONG_AGO)
        rows.submission(returned.upper(), recent(), kind="guide")  # the same person
        db.session.commit()
    assert run(app)["leads"] == 0
    assert len(held(app, noted)) == len(held(app, staged)) == 1
    assert len(held(app, returned)) + len(held(app, returned.upper())) == 2


def test_a_confirmed_subscriber_keeps_their_signup_and_how_they_subscribed(app):
    person = rows.address("subscriber")
    with app.app_context():
        signup = rows.signup(person, LONG_AGO, "subscribed")
        old_contact = rows.submission(person, LONG_AGO)
        db.session.commit()
    counts = run(app)
    assert counts["leads"] == 1  # the old contact message, not the subscription
    with app.app_context():
        assert db.session.get(Signup, signup).status == "subscribed"
        kinds = db.session.scalars(db.select(Submission.kind).where(Submission.email == person))
        assert list(kinds) == ["newsletter"]
        assert db.session.get(Submission, old_contact) is None
        assert db.session.scalars(db.select(ContactMessage)).all() == []
    assert run(app)["leads"] == 0  # and so on, every day


def test_an_expired_person_is_erased_everywhere_with_an_event_and_a_hash_only_audit(app):
    person = rows.address("expired")
    with app.app_context():
        db.session.add(WebhookEndpoint(url="https://crm.example/hook", secret="whsec_x",
                                       events=["person.erased"]))  # fmt: skip
        lead = rows.submission(person, LONG_AGO)
        rows.note(lead, LONG_AGO)
        rows.email(person, LONG_AGO, lead)
        db.session.commit()
    counts = run(app)
    assert counts["leads"] == 1 and counts["email_copies"] == 1
    with app.app_context():
        assert db.session.scalars(db.select(LeadNote)).all() == []
        event = db.session.scalars(db.select(WebhookDelivery).where(
            WebhookDelivery.event_type == "person.erased")).one()  # fmt: skip
        data = json.loads(event.body)["data"]
        assert data["reason"] == "retention" and data["whole_person"] is True
        assert data["lead_ids"] == [lead] and person not in event.body
        erased = db.session.scalars(db.select(AuditEntry).where(
            AuditEntry.action == "retention_erase")).one()  # fmt: skip
        assert erased.actor_user_id is None and erased.counts["submissions"] == 1
        assert erased.counts["lead_notes"] == 1 and erased.counts["emails"] == 1
        assert person not in json.dumps(erased.counts) and len(erased.subject_hash) == 64
        summary = db.session.scalars(db.select(AuditEntry).where(
            AuditEntry.action == "retention_run")).one()  # fmt: skip
        assert summary.counts == counts and summary.subject_hash == ""


def test_a_subscribers_old_leads_are_erased_as_a_part_not_the_person(app):
    person = rows.address("partly")
    with app.app_context():
        db.session.add(WebhookEndpoint(url="https://crm.example/hook", secret="whsec_x",
                                       events=["person.erased"]))  # fmt: skip
        rows.signup(person, LONG_AGO, "subscribed")
        lead = rows.submission(person, LONG_AGO)
        db.session.commit()
    run(app)
    with app.app_context():
        event = db.session.scalars(db.select(WebhookDelivery)).one()
        data = json.loads(event.body)["data"]
        assert data["whole_person"] is False and data["lead_ids"] == [lead]
