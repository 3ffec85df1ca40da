"""Sending an issue (issue 36) through the real RQ worker to the real SMTP sink, on SQLite
and PostgreSQL: only confirmed subscribers of the chosen list, once each, with a stable
Message-ID per delivery; skips checked at send time; permanent and temporary failures."""

from collections import Counter
from datetime import timedelta

from pipeline.mail import address_key
from pipeline.models.db import db, utcnow
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.newsletter_delivery import NewsletterDelivery
from pipeline.models.signup import Signup
from pipeline.newsletter.sending import start
from tests.support.newsletter_data import deliveries, draft, issue, send_now, subscribers


def test_only_confirmed_subscribers_of_the_chosen_list_get_it_once(app, smtp, run_worker):
    with app.app_context():
        readers = subscribers(3)
        subscribers(2, tag="pending", status="pending", confirmed=False)
        subscribers(1, tag="gone", status="unsubscribed")
        subscribers(2, list_name="early_access", tag="early")
        subscribers(1, list_name="guide", tag="guide")
        issue_id = draft()
        send_now(issue_id)
    run_worker()
    with app.app_context():
        sent = issue(issue_id)
        assert sent.status == "sent" and sent.sent_at is not None
        assert sent.counts["sent"] == 3 and sent.counts["total"] == 3
        assert {d.status for d in deliveries(issue_id)} == {"sent"}
        assert all(d.reason is None for d in deliveries(issue_id))
    received = Counter(str(m["To"]) for m in smtp.messages)
    assert received == Counter(readers)
    assert len({m["Message-ID"] for m in smtp.messages}) == 3


def test_early_access_issues_go_to_the_early_access_list(app, smtp, run_worker):
    with app.app_context():
        subscribers(2)
        early = subscribers(2, list_name="early_access", tag="early")
        issue_id = draft(list_name="early_access")
        send_now(issue_id)
    run_worker()
    assert sorted(str(m["To"]) for m in smtp.messages) == sorted(early)
    assert all("early-access." in m["List-Id"] for m in smtp.messages)


def test_addresses_that_left_after_scheduling_are_skipped_with_the_reason(app, smtp, run_worker):
    with app.app_context():
        readers = subscribers(5)
        issue_id = draft()
        send_now(issue_id)
        assert start(issue_id, utcnow())  # the rows are made now; the changes come after
        assert len(deliveries(issue_id)) == 5
        db.session.execute(
            db.update(Signup)
            .where(Signup.email == readers[0])
            .values(status="unsubscribed", unsubscribed_at=utcnow())
        )
        for reader, reason, list_name in (
            (readers[1], "unsubscribed", "guide"),
            (readers[2], "bounced", "newsletter"),
        ):
            db.session.add(MailSuppression(email=reader, email_key=address_key(reader),
                                           reason=reason, list_name=list_name))  # fmt: skip
        db.session.execute(db.delete(Signup).where(Signup.email == readers[3]))
        db.session.commit()
    run_worker()
    assert [str(m["To"]) for m in smtp.messages] == [readers[4]]
    with app.app_context():
        counts = issue(issue_id).counts
        assert counts["sent"] == 1 and counts["skipped"] == 4
        assert counts["skipped_reasons"] == {
            "bounced": 1, "erased": 1, "suppressed": 1, "unsubscribed": 1}  # fmt: skip


def test_a_permanent_refusal_fails_and_suppresses_a_temporary_one_retries(app, smtp, run_worker):
    with app.app_context():
        readers = subscribers(3)
        issue_id = draft()
    smtp.answer(readers[0], "550 5.1.1 No such user")
    smtp.answer(readers[1], "451 4.3.0 Try again later")
    with app.app_context():
        send_now(issue_id)
    run_worker()
    with app.app_context():
        rows = {d.signup_id: d for d in deliveries(issue_id)}
        by_address = {
            s.email: rows[s.id] for s in db.session.scalars(db.select(Signup)) if s.id in rows
        }
        assert by_address[readers[0]].status == "failed"
        assert "550" in by_address[readers[0]].reason
        suppressed = db.session.get(MailSuppression, 1) or db.session.scalar(
            db.select(MailSuppression).where(MailSuppression.email == readers[0])
        )
        assert suppressed.reason == "bounced"
        later = by_address[readers[1]]
        assert (later.status, later.attempts) == ("queued", 1)
        assert later.next_attempt_at is not None and later.reason.startswith("will retry")
        assert by_address[readers[2]].status == "sent"
        assert issue(issue_id).status == "sending"  # one row still to settle

        # The server takes it on the next try, once its time has come.
        smtp.answer(readers[1], None)
        db.session.execute(
            db.update(NewsletterDelivery)
            .where(NewsletterDelivery.id == later.id)
            .values(next_attempt_at=utcnow() - timedelta(seconds=1))
        )
        db.session.commit()
        from pipeline import newsletter

        newsletter.tick(utcnow() + timedelta(hours=1))  # the stalled send is picked up
    run_worker()
    with app.app_context():
        assert issue(issue_id).status == "sent"
        assert issue(issue_id).counts["failed"] == 1
    assert Counter(str(m["To"]) for m in smtp.messages) == Counter(readers[1:])


def test_a_temporary_failure_gives_up_after_a_day(app, smtp, run_worker):
    with app.app_context():
        (reader,) = subscribers(1)
        issue_id = draft()
    smtp.answer(reader, "452 4.2.2 Mailbox full")
    with app.app_context():
        send_now(issue_id)
    run_worker()
    with app.app_context():
        (row,) = deliveries(issue_id)
        db.session.execute(
            db.update(NewsletterDelivery)
            .where(NewsletterDelivery.id == row.id)
            .values(
                first_failure_at=utcnow() - timedelta(hours=25),
                next_attempt_at=utcnow() - timedelta(seconds=1),
            )
        )
        db.session.commit()
        from pipeline import newsletter

        newsletter.tick(utcnow() + timedelta(hours=1))
    run_worker()
    with app.app_context():
        (row,) = deliveries(issue_id)
        assert row.status == "failed" and row.reason.startswith("gave up after a day")
        assert db.session.scalar(db.select(db.func.count()).select_from(MailSuppression)) == 0
        assert issue(issue_id).status == "sent"
    assert smtp.messages == []
