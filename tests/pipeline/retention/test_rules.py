"""Each rule of the retention schedule on a fixed clock, on SQLite and PostgreSQL: the
record just inside its period is kept, the one just outside is deleted (issue 28)."""

from datetime import date
from pathlib import Path

import pytest
from redis.exceptions import RedisError

from pipeline import leads, retention
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.audit_entry import AuditEntry
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from tests.support import retention_rows as rows
from tests.support.retention_rows import NOW, SECOND


def cutoff(kind: str):
    return retention.BY_KEY[kind].cutoff(NOW)


def run(app) -> dict:
    with app.app_context():
        return retention.apply_schedule("cli", now=NOW).counts


def emails_of(app) -> set[str]:
    with app.app_context():
        return set(db.session.scalars(db.select(Submission.email)))


def test_the_default_periods_are_the_schedules(app):
    with app.app_context():
        table = {row["kind"]: row["period_text"] for row in retention.schedule_json()}
    assert table == {
        "leads": "24 months", "finder_inputs": "with their lead", "bookings": "with their lead",
        "spam": "30 days",
        "email_copies": "12 months", "unconfirmed_signups": "30 days",
        "unsubscribed": "until they unsubscribe", "audit_log": "24 months",
        "job_history": "30 days", "analytics_totals": "25 months",
        "newsletter_deliveries": "12 months",
    }  # fmt: skip
    assert cutoff("leads") == NOW.replace(year=2025)
    assert cutoff("spam") == NOW.replace(month=5, day=16)


def test_a_lead_is_erased_just_after_its_period_and_kept_just_before(app):
    inside, outside = rows.address("inside"), rows.address("outside")
    with app.app_context():
        rows.submission(inside, cutoff("leads") + SECOND)
        rows.submission(outside, cutoff("leads") - SECOND)
        db.session.commit()
    assert run(app)["leads"] == 1
    assert emails_of(app) == {inside}


def test_spam_is_erased_after_its_own_period_and_a_real_lead_beside_it_stays(app):
    bot, victim = rows.address("bot"), rows.address("victim")
    with app.app_context():
        kept = rows.submission(bot, cutoff("spam") + SECOND, spam=True)
        rows.submission(bot, cutoff("spam") - SECOND, spam=True)
        rows.submission(victim, cutoff("spam") - SECOND, spam=True)
        real = rows.submission(victim, NOW)
        db.session.commit()
    assert run(app)["spam"] == 2
    with app.app_context():
        assert set(db.session.scalars(db.select(Submission.id))) == {kept, real}


def test_an_emails_copy_is_dropped_after_its_period_and_the_line_it_was_sent_stays(app):
    person = rows.address("mailed")
    with app.app_context():
        lead = rows.submission(person, NOW)
        old = rows.email(person, cutoff("email_copies") - SECOND, lead)
        new = rows.email(person, cutoff("email_copies") + SECOND, lead)
        waiting = rows.email(person, cutoff("email_copies") - SECOND, lead, status="retrying")
        db.session.commit()
    outbox = Path(app.config["MAIL_OUTBOX_DIR"])
    outbox.mkdir(parents=True, exist_ok=True)
    (outbox / f"{old}.eml").write_bytes(b"Hello")
    assert run(app)["email_copies"] == 1
    with app.app_context():
        dropped = db.session.get(EmailMessage, old)
        assert dropped.message_bytes == b"" and dropped.copy_dropped_at == NOW
        assert dropped.to_addr == person and dropped.sent_at is not None  # "sent ... to ..."
        assert db.session.get(EmailMessage, new).message_bytes != b""
        assert db.session.get(EmailMessage, waiting).message_bytes != b""  # still to send
        with pytest.raises(leads.LeadActionError) as refused:
            leads.resend(old)
        assert refused.value.status == 409 and "retention" in str(refused.value)
        assert leads.email_json(dropped)["copy_dropped_at"] == NOW.isoformat() + "Z"
    assert not (outbox / f"{old}.eml").exists()


def test_an_unconfirmed_signup_goes_after_its_period_and_its_lead_stays_a_lead(app):
    inside, outside = rows.address("pending-in"), rows.address("pending-out")
    with app.app_context():
        rows.signup(inside, cutoff("unconfirmed_signups") + SECOND, "pending")
        rows.signup(outside, cutoff("unconfirmed_signups") - SECOND, "pending")
        db.session.commit()
    assert run(app)["unconfirmed_signups"] == 1
    with app.app_context():
        assert set(db.session.scalars(db.select(Signup.email))) == {inside}
    assert emails_of(app) == {inside, outside}  # the submissions are leads (24 months)


def test_an_unsubscribed_signup_leaves_only_its_suppression_entry(app):
    person = rows.address("gone")
    with app.app_context():
        rows.signup(person, cutoff("leads") - SECOND, "unsubscribed")
        db.session.commit()
    counts = run(app)
    assert counts["unsubscribed"] == 1 and counts["leads"] == 1
    with app.app_context():
        assert db.session.scalars(db.select(Signup)).all() == []
        assert db.session.scalars(db.select(Submission)).all() == []
        assert db.session.scalars(db.select(MailSuppression.email)).all() == [person.lower()]


def test_audit_entries_go_after_their_period(app):
    with app.app_context():
        rows.audit(cutoff("audit_log") + SECOND)
        rows.audit(cutoff("audit_log") - SECOND)
        db.session.commit()
    assert run(app)["audit_log"] == 1
    with app.app_context():
        left = db.session.scalars(db.select(AuditEntry.created_at).where(
            AuditEntry.action == "data_export")).all()  # fmt: skip
        assert left == [cutoff("audit_log") + SECOND]


def test_job_history_goes_after_its_period(app):
    with app.app_context():
        kept = rows.done_job(cutoff("job_history") + SECOND)
        rows.done_job(cutoff("job_history") - SECOND)
        db.session.commit()
    assert run(app)["job_history"] == 1
    with app.app_context():
        assert db.session.scalars(db.select(OutboxEntry.job_id)).all() == [kept]


def test_analytics_totals_go_after_their_period(app):
    oldest_kept = cutoff("analytics_totals").date()
    with app.app_context():
        for day in (oldest_kept, date.fromordinal(oldest_kept.toordinal() - 1)):
            db.session.add(AnalyticsTotal(day=day, flow="quiz", step="view", path="/",
                                          device="mobile", count=1))  # fmt: skip
        db.session.commit()
    assert run(app)["analytics_totals"] == 1
    with app.app_context():
        assert db.session.scalars(db.select(AnalyticsTotal.day)).all() == [oldest_kept]


def test_a_shorter_setting_is_applied_at_once(app):
    person = rows.address("short")
    with app.app_context():
        rows.submission(person, NOW.replace(month=1))
        db.session.commit()
    assert run(app)["leads"] == 0
    app.config["RETENTION_LEAD_MONTHS"] = 3
    assert run(app)["leads"] == 1


def test_a_failed_run_is_recorded_with_what_it_did_and_the_errors_type_only(app):
    with app.app_context():
        rows.submission(rows.address("waiting"), cutoff("spam") - SECOND, spam=True)
        db.session.commit()
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"  # nothing listens: erasing needs Redis
    with app.app_context(), pytest.raises(RedisError):
        retention.apply_schedule("cli", now=NOW)
    with app.app_context():
        [failed] = retention.last_runs()
    assert failed["status"] == "failed" and failed["finished_at"] is not None
    assert failed["error"] == "ConnectionError while applying job_history"
    assert failed["counts"] == {"email_copies": 0}
