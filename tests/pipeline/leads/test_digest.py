"""The daily sales digest through the real outbox, RQ worker and SMTP sink: staged once a
day from the digest hour on (however often the timer asks), skipped for a user with nothing
new or overdue, sent with the right leads to a user who wants it, never to one who turned
it off, and never twice in a day."""

from datetime import datetime, timedelta

from pipeline import leads
from pipeline.leads.follow_ups import local_today
from pipeline.models.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.admin_accounts import make_account, send, signed_in_client
from tests.support.leads_factory import submit_contact, submit_finder

# 06:30 UTC on a summer day is 07:30 in London: past the default digest hour (7).
MORNING = datetime(2026, 6, 2, 6, 30)


def _run_digest(app, run_worker, now: datetime = MORNING) -> str | None:
    with app.app_context():
        run_id = leads.schedule_digest(now)
    run_worker()
    return run_id


def _digests(smtp) -> list:
    return [m for m in smtp.messages if str(m["Subject"]).startswith("Your sales digest")]


def test_the_run_is_staged_once_a_day_from_the_digest_hour(app):
    with app.app_context():
        assert leads.schedule_digest(datetime(2026, 6, 2, 5, 59)) is None  # 06:59 in London
        assert leads.schedule_digest(MORNING) == "sales-digest-2026-06-02"
        assert leads.schedule_digest(MORNING + timedelta(hours=3)) is None  # already staged
        assert db.session.get(OutboxEntry, "sales-digest-2026-06-02") is not None
        # Winter: 07:30 UTC is 07:30 in London.
        assert leads.schedule_digest(datetime(2026, 12, 2, 7, 30)) == "sales-digest-2026-12-02"


def test_the_digest_is_skipped_when_there_is_nothing_to_say(app, client, run_worker, smtp):
    make_account(app, "sam@example.com", "sales")
    old = submit_contact(client, "Old", "old@example.com", "From last week")
    with app.app_context():
        db.session.get(Submission, old).created_at = utcnow() - timedelta(days=3)
        db.session.commit()
    run_worker()  # the contact's own emails
    before = len(smtp.messages)

    assert _run_digest(app, run_worker) == "sales-digest-2026-06-02"
    assert len(smtp.messages) == before  # nothing new, nothing overdue: no email
    with app.app_context():
        assert db.session.get(OutboxEntry, "sales-digest-2026-06-02").done_at is not None


def test_the_digest_lists_new_leads_and_overdue_follow_ups(app, client, run_worker, smtp):
    sam = signed_in_client(app, "sam@example.com", "sales")
    bo = signed_in_client(app, "bo@example.com", "sales")
    make_account(app, "new@example.com", "sales", verified=False)
    make_account(app, "ed@example.com", "editor")
    sam_id = sam.get("/api/auth/session").get_json()["user"]["id"]
    bo_id = bo.get("/api/auth/session").get_json()["user"]["id"]
    send(bo, "PUT", "/api/admin/follow-ups/digest", json={"daily_digest": False})

    fresh = submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")  # nobody's: both
    bos = submit_contact(client, "Ben", "ben@example.com", "Bo's own lead")
    late = submit_contact(client, "Lia", "lia@example.com", "Chase me")
    done = submit_contact(client, "Won", "won@example.com", "Closed")
    submit_contact(client, "Bot", "bot@example.com", "spam", website="http://spam.example")
    with app.app_context():
        yesterday = (local_today() - timedelta(days=1)).isoformat()
        for lead_id in (late, done):
            db.session.get(Submission, lead_id).created_at = utcnow() - timedelta(days=5)
        db.session.commit()
    send(sam, "PUT", f"/api/admin/leads/{bos}/owner", json={"owner_id": bo_id})
    for lead_id in (late, done):
        send(sam, "PUT", f"/api/admin/leads/{lead_id}/owner", json={"owner_id": sam_id})
        send(sam, "PUT", f"/api/admin/leads/{lead_id}/follow-up",
             json={"next_action": "Ring about the quote", "due": yesterday})  # fmt: skip
    send(sam, "PUT", f"/api/admin/leads/{done}/stage", json={"stage": "won"})
    run_worker()

    _run_digest(app, run_worker)
    [digest] = _digests(smtp)
    assert str(digest["To"]).endswith("<sam@example.com>")  # Bo turned it off
    assert digest["Subject"] == "Your sales digest for 2 June: 1 new lead and 1 overdue follow-up"
    text = digest.get_body(("plain",)).get_content()
    site = app.config["SITE_URL"]
    assert f"- Mei (Tool finder, Harbour Bakery), unassigned: {site}/admin/leads/{fresh}" in text
    assert "- Lia: Ring about the quote, due " in text and f"{site}/admin/leads/{late}" in text
    for absent in (bos, done, "Bot", "ben@example.com", "mei@example.com"):
        assert absent not in text  # not hers, closed, spam; and no visitor addresses
    html = digest.get_body(("html",)).get_content()
    assert f'href="{site}/admin/leads/{fresh}"' in html
    assert f"{site}/admin/account/password" in text  # where to turn it off

    # The same day's run again (a retry, a second worker): nobody gets a second digest.
    with app.app_context():
        db.session.execute(db.delete(OutboxEntry).where(OutboxEntry.job_id.like("sales-digest-%")))
        db.session.commit()
    _run_digest(app, run_worker)
    assert len(_digests(smtp)) == 1


def test_erasing_a_person_erases_the_digests_that_named_them(app, client, run_worker, smtp):
    make_account(app, "sam@example.com", "sales")
    submit_contact(client, "Mei", "mei@example.com", "Hello")
    run_worker()
    _run_digest(app, run_worker)
    assert len(_digests(smtp)) == 1
    admin = signed_in_client(app, "admin@example.com", "admin")
    erased = send(admin, "POST", "/api/admin/data-requests/erase",
                  json={"email": "mei@example.com", "confirm": "mei@example.com"})  # fmt: skip
    assert erased.status_code == 200, erased.get_json()
    with app.app_context():
        purposes = db.session.scalars(db.text("SELECT purpose FROM emails")).all()
        assert "sales_digest" not in purposes
