"""Deliveries as personal data (issue 36): the data export lists them; an erasure (asked for,
or the retention schedule's) unlinks them from the person and skips one still queued; the
retention schedule deletes old ones once the send has ended, the issue keeping its counts.
And the unsubscribe link's API and the RFC 8058 one-click POST each stop the address
before the next batch."""

from datetime import timedelta

from pipeline import leads, newsletter, retention, signups
from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_delivery import NewsletterDelivery
from pipeline.models.signup import Signup
from pipeline.newsletter.sending import send_batch, start
from tests.support.newsletter_data import deliveries, draft, issue, send_now, subscribers


def _signup_id(address: str) -> int:
    return db.session.scalar(db.select(Signup.id).where(Signup.email == address))


def test_export_lists_deliveries_and_erase_unlinks_them(app, smtp, run_worker):
    with app.app_context():
        readers = subscribers(3)
        first = draft(subject="Issue one")
        send_now(first)
    run_worker()
    with app.app_context():
        second = draft(subject="Issue two")
        send_now(second)
        assert start(second, utcnow())
        exported = leads.export(readers[0], None)["newsletter_deliveries"]
        assert [(d["subject"], d["status"]) for d in exported] == [
            ("Issue one", "sent"), ("Issue two", "queued")]  # fmt: skip
        assert exported[0]["message_id"].startswith("<newsletter.")

        counts = leads.erase(readers[0], None)
        assert counts["newsletter_deliveries"] == 2
        held = db.session.scalars(db.select(NewsletterDelivery)).all()
        assert all(d.email_key != readers[0] for d in held)
        assert leads.export(readers[0], None)["newsletter_deliveries"] == []
    run_worker()
    with app.app_context():
        reasons = issue(second).counts["skipped_reasons"]
        assert reasons == {"erased": 1} and issue(second).counts["sent"] == 2
        assert issue(first).counts["sent"] == 3  # what was sent stays counted
    assert readers[0] not in [str(m["To"]) for m in smtp.messages if m["Subject"] == "Issue two"]


def test_retention_deletes_old_deliveries_and_the_issue_keeps_its_counts(app, run_worker):
    with app.app_context():
        readers = subscribers(2)
        issue_id = draft()
        send_now(issue_id)
    run_worker()
    with app.app_context():
        signups.unsubscribe_signup(_signup_id(readers[0]))
        assert newsletter.issue_counts(issue(issue_id))["unsubscribed_after"] == 1
        later = utcnow() + timedelta(days=400)
        due = retention.due(later)["newsletter_deliveries"]
        assert due["count"] == 2
        retention.apply_schedule("cli", now=later)
        assert deliveries(issue_id) == []
        kept = newsletter.issue_counts(issue(issue_id))
        assert (kept["sent"], kept["total"], kept["unsubscribed_after"]) == (2, 2, 1)


def test_the_unsubscribe_api_and_the_one_click_post_stop_the_next_batch(app, client, smtp):
    app.config.update(NEWSLETTER_BATCH_SIZE=2, NEWSLETTER_SEND_RATE=0)
    with app.app_context():
        readers = subscribers(6)
        issue_id = draft()
        send_now(issue_id)
        assert start(issue_id, utcnow())
        assert send_batch(issue_id) == 2  # readers 0 and 1
        page_token = signups.unsubscribe_url(_signup_id(readers[2])).split("token=")[1]
        one_click = signups.unsubscribe_headers(_signup_id(readers[3]))["List-Unsubscribe"]
        one_click_url = one_click.split(">")[0].lstrip("<")
    # The site's confirm button posts the page's token as JSON ...
    assert client.post("/api/unsubscribe", json={"token": page_token}).status_code == 200
    # ... and a mailbox provider posts RFC 8058's body to the header's URL.
    path = one_click_url.split(app.config["SITE_URL"], 1)[1]
    answer = client.post(path, data="List-Unsubscribe=One-Click",
                         content_type="application/x-www-form-urlencoded")  # fmt: skip
    assert answer.status_code == 200
    with app.app_context():
        while send_batch(issue_id):
            pass
        rows = {d.signup_id: d for d in deliveries(issue_id)}
        assert rows[_signup_id(readers[2])].reason == "unsubscribed"
        assert rows[_signup_id(readers[3])].reason == "unsubscribed"
    sent_to = sorted(str(m["To"]) for m in smtp.messages)
    assert sent_to == sorted([readers[0], readers[1], readers[4], readers[5]])
