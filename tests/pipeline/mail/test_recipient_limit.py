"""The per-recipient limit (issue 15): at most RECIPIENT_DAILY_LIMIT automatic emails to an
address in 24 hours from the public forms, across forms; over it the lead is still stored,
answered 202 and shown to sales, and its email is recorded "not sent: recipient limit".
Real worker, outbox and SMTP server."""

import sqlite3
import threading
import time
from datetime import timedelta

import pytest

from pipeline.mail import compose, limits
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from tests.support.admin_accounts import signed_in_client
from tests.support.leads_factory import submit_contact, submit_finder, submit_guide
from tests.support.payloads import NEWSLETTER

ADDRESS = "ada@example.co.uk"


def visitor_emails(app, address: str = ADDRESS) -> list[EmailMessage]:
    with app.app_context():
        return db.session.scalars(
            db.select(EmailMessage)
            .where(EmailMessage.to_key == address)
            .order_by(EmailMessage.created_at, EmailMessage.id)
        ).all()


def test_four_contact_messages_to_one_address_send_it_three_emails(app, client, run_worker, smtp):
    ids = [
        submit_contact(client, "Ada", ADDRESS, f"Message {n}")
        for n in range(4)  # every one answered 202 (submit_contact checks)
    ]
    run_worker()
    assert len(smtp.wait_for(ADDRESS, 3)) == 3
    assert len(smtp.wait_for("sales@example.co.uk", 4)) == 4  # sales still hear of each
    time.sleep(0.5)  # nothing else is on its way: the worker has drained every queue
    assert len(smtp.to(ADDRESS)) == 3

    held = [e for e in visitor_emails(app) if e.status == "limited"]
    assert len(held) == 1 and held[0].submission_id == ids[3]
    assert held[0].last_error == "not sent: recipient limit"

    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    rows = {row["id"]: row for row in sales.get("/api/admin/leads").get_json()["leads"]}
    assert [rows[i]["recipient_limited"] for i in ids] == [False, False, False, True]
    detail = sales.get(f"/api/admin/leads/{ids[3]}").get_json()["lead"]
    assert detail["recipient_limited"] is True and detail["status"] == "succeeded"
    ack = next(e for e in detail["emails"] if e["purpose"] == "contact_ack")
    assert (ack["status"], ack["last_error"]) == ("limited", "not sent: recipient limit")


def test_the_limit_counts_across_forms_and_address_casing(app, client, run_worker, smtp):
    submit_guide(client, "Ada", ADDRESS)
    submit_finder(client, "Ada", "Ada@Example.co.uk", "Engines Ltd")
    submit_contact(client, "Ada", "ADA@example.co.uk", "Hello")
    run_worker()
    limited_id = submit_contact(client, "Ada", ADDRESS, "Hello again")
    run_worker()
    sent = [e for e in visitor_emails(app) if e.status == "sent"]
    assert sorted(e.purpose for e in sent) == ["contact_ack", "finder", "guide"]
    [held] = [e for e in visitor_emails(app) if e.status == "limited"]
    assert held.submission_id == limited_id


def test_a_finder_run_over_the_limit_still_shows_results_and_keeps_its_report(
    app, client, run_worker, smtp
):
    app.config["RECIPIENT_DAILY_LIMIT"] = 0
    token = submit_finder(client, "Ada", ADDRESS, "Engines Ltd")
    run_worker()
    status = client.get(f"/api/finder/{token}").get_json()
    assert status["status"] == "succeeded" and len(status["results"]["recommendations"]) == 3
    assert smtp.to(ADDRESS) == []
    [held] = visitor_emails(app)
    assert (held.purpose, held.status) == ("finder", "limited")
    [sales] = smtp.wait_for("sales@example.co.uk")  # a real lead: sales still hear of it
    assert "Engines Ltd" in sales["Subject"]
    report = signed_in_client(app, "sam@example.co.uk", "sales").get(
        f"/api/admin/leads/{token}/report.pdf"
    )
    assert report.status_code == 200 and report.data.startswith(b"%PDF")


def test_emails_older_than_a_day_leave_the_count(app, client, run_worker, smtp):
    for n in range(3):
        submit_contact(client, "Ada", ADDRESS, f"Message {n}")
    run_worker()
    with app.app_context():
        for email in db.session.scalars(db.select(EmailMessage)):
            email.created_at -= timedelta(hours=24, minutes=1)
        db.session.commit()
    submit_contact(client, "Ada", ADDRESS, "A day later")
    run_worker()
    assert len(smtp.wait_for(ADDRESS, 4)) == 4
    assert {e.status for e in visitor_emails(app)} == {"sent"}


def test_confirming_the_newsletter_is_never_held_back(app, client, run_worker, smtp):
    """The owner has just proved the address is theirs by clicking: their welcome goes."""
    from pipeline.models.signup import Signup
    from pipeline.signups import subscribe

    app.config["RECIPIENT_DAILY_LIMIT"] = 1
    submit_contact(client, "Ada", ADDRESS, "Hi")
    client.post("/api/newsletter", json={**NEWSLETTER, "email": ADDRESS})
    run_worker()
    assert [e.status for e in visitor_emails(app)] == ["sent", "limited"]  # ack, confirm
    with app.app_context():
        subscribe.confirm(db.session.scalars(db.select(Signup)).one().id)
    run_worker()
    assert [e.purpose for e in visitor_emails(app) if e.status == "sent"] == [
        "contact_ack", "newsletter_welcome",
    ]  # fmt: skip


def _draft() -> compose.Draft:
    return compose.Draft(
        purpose="contact_ack",
        template="contact_ack",
        to_addr=ADDRESS,
        subject="We've received your message",
        context={"contact_email": "hello@example.co.uk"},
    )


def test_two_workers_cannot_both_take_the_last_place(app, stack):
    """Worker A holds the address (counted 0 of 1, email stored, not yet committed) while
    worker B tries: B must wait for A's commit, then count it and hold its email back."""
    app.config["RECIPIENT_DAILY_LIMIT"] = 1
    a_stored, b_done = threading.Event(), threading.Event()
    release_a = threading.Event()
    results: dict[str, str] = {}

    def worker(name: str, wait_before_commit: threading.Event | None) -> None:
        with app.app_context():
            email = limits.queue_capped(_draft(), None)
            if wait_before_commit is not None:
                a_stored.set()
                assert wait_before_commit.wait(30)
            db.session.commit()
            results[name] = db.session.get(EmailMessage, email.id).status
            db.session.remove()
        if name == "b":
            b_done.set()

    a = threading.Thread(target=worker, args=("a", release_a))
    a.start()
    assert a_stored.wait(30)
    b = threading.Thread(target=worker, args=("b", None))
    b.start()
    _wait_until_b_is_blocked(app, stack)
    assert not b_done.is_set()
    release_a.set()
    a.join(30)
    b.join(30)
    assert results == {"a": "queued", "b": "limited"}


def _wait_until_b_is_blocked(app, stack: str) -> None:
    """PostgreSQL: proof that B is waiting on A's address lock, not merely slow to start.
    SQLite: proof that A holds the database's one write lock from its count to its commit,
    so any B must wait for it (SQLite shows no queue of waiters to observe)."""
    deadline = time.monotonic() + 30
    with app.app_context():
        if stack == "postgres":
            waiting = db.text(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
                " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            )
            while time.monotonic() < deadline:
                if db.session.execute(waiting).scalar() == 1:
                    db.session.rollback()
                    return
                db.session.rollback()
                time.sleep(0.05)
            pytest.fail("worker B never waited for the address lock")
        # SQLite: A holds the database's one write lock, which is what B waits for.
        path = db.engine.url.database
    probe = sqlite3.connect(path, timeout=0)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        probe.execute("BEGIN IMMEDIATE")
    probe.close()
