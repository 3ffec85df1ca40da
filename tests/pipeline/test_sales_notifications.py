"""Sales hear of every lead exactly once per person and list, when it is real (issue 15),
through a real RQ worker, the outbox and a real SMTP server."""

import re
from urllib.parse import urlsplit

from pipeline.finder import job as finder_job
from pipeline.finder import sales as finder_sales
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.admin_accounts import signed_in_client
from tests.support.form_timing import human
from tests.support.payloads import EARLY, FINDER, GUIDE, NEWSLETTER

SALES = "sales@example.co.uk"


def text_of(message) -> str:
    return message.get_body(("plain",)).get_content()


def confirm_token(message) -> str:
    match = re.search(r"(https?://\S+/newsletter/confirm\?token=[\w.\-]+)", text_of(message))
    assert match, text_of(message)
    return urlsplit(match.group(1)).query.removeprefix("token=")


def sales_emails(app) -> list[EmailMessage]:
    with app.app_context():
        return db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.to_addr == SALES)
        ).all()


def test_a_finder_run_sends_sales_exactly_one_email_with_the_lead(app, client, run_worker, smtp):
    token = client.post("/api/finder", json=FINDER).get_json()["id"]
    run_worker()
    results = client.get(f"/api/finder/{token}").get_json()["results"]

    [sales] = smtp.wait_for(SALES)
    assert sales["Subject"] == "New tool finder lead: Shah & Daughters Ltd"
    assert sales["Reply-To"] == "priya@example.co.uk"
    text = text_of(sales)
    for shown in (
        "Priya", "priya@example.co.uk", "Shah & Daughters Ltd", "6-20 employees",
        "Generate more leads", "Automate reporting", "Budget constraints",
        "Lack of technical expertise", "Gmail, Xero",
    ):  # fmt: skip
        assert shown in text, shown
    tools = [tool["name"] for tool in results["recommendations"]]
    assert len(tools) == 3 and all(name in text for name in tools)
    lead_url = f"http://127.0.0.1:5000/admin/leads/{token}"
    assert lead_url in text and f'href="{lead_url}"' in sales.get_body(("html",)).get_content()

    # The link opens that lead for a sales-role user.
    path = urlsplit(lead_url).path.replace("/admin/leads/", "/api/admin/leads/")
    lead = signed_in_client(app, "sam@example.co.uk", "sales").get(path).get_json()["lead"]
    assert lead["id"] == token and lead["finder"]["company_name"] == "Shah & Daughters Ltd"

    # Running the run and its sales job again sends nothing more.
    with app.app_context():
        test = finder_job.run_for(token)
        assert finder_sales.notify(test.id) == "already-notified"
        db.session.get(Submission, token).status = "queued"
        db.session.commit()
        assert finder_job.process(token) == "succeeded"
    run_worker()
    assert len(smtp.to(SALES)) == 1 and len(sales_emails(app)) == 1
    assert [e.status for e in sales_emails(app)] == ["sent"]


def test_the_visitors_results_do_not_wait_for_the_sales_email(app, client, run_worker, smtp):
    token = client.post("/api/finder", json=FINDER).get_json()["id"]
    with app.app_context():
        app.config["ENQUEUE_JOBS"] = False  # nothing runs after the finder job itself
        assert finder_job.process(token) == "succeeded"
        app.config["ENQUEUE_JOBS"] = True
        test_id = finder_job.run_for(token).id
        # Results are out and the sales email is only a job waiting in the outbox.
        assert db.session.get(OutboxEntry, test_id).func == "pipeline.finder.sales.notify"
        assert sales_emails(app) == []
    assert len(client.get(f"/api/finder/{token}").get_json()["results"]["recommendations"]) == 3
    with app.app_context():
        from pipeline import queues

        assert queues.sweep(grace_seconds=0) >= 1  # the sweeper enqueues what was left
    run_worker()
    assert len(smtp.wait_for(SALES)) == 1


def test_a_newsletter_address_reaches_sales_only_once_it_confirms(app, client, run_worker, smtp):
    for _ in range(3):
        assert client.post("/api/newsletter", json=NEWSLETTER).status_code == 202
    run_worker()
    confirmations = smtp.wait_for("lee@example.co.uk", 3)
    assert smtp.to(SALES) == [] and sales_emails(app) == []

    token = confirm_token(confirmations[-1])
    assert client.post("/api/newsletter/confirm", json={"token": token}).status_code == 200
    assert client.post("/api/newsletter/confirm", json={"token": token}).status_code == 200
    run_worker()
    [lead] = smtp.wait_for(SALES)
    assert lead["Subject"] == "New lead: Calm AI Digest newsletter – lee@example.co.uk"
    assert "Status:   subscribed" in text_of(lead)
    assert "/admin/leads/" in text_of(lead)
    run_worker()
    assert len(smtp.to(SALES)) == 1


def test_a_repeat_guide_signup_sends_sales_nothing_and_shows_as_a_repeat(
    app, client, run_worker, smtp
):
    first = client.post("/api/guide", json=GUIDE).get_json()["id"]
    run_worker()
    again = client.post("/api/guide", json={**GUIDE, "email": "PRIYA@example.co.uk"})
    run_worker()
    assert len(smtp.wait_for("priya@example.co.uk", 2)) == 2  # people lose the guide email
    [lead] = smtp.to(SALES)
    assert lead["Subject"] == "New lead: Free guide – priya@example.co.uk"

    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    rows = {row["id"]: row for row in sales.get("/api/admin/leads").get_json()["leads"]}
    assert rows[first]["is_repeat"] is False
    assert rows[again.get_json()["id"]]["is_repeat"] is True
    detail = sales.get(f"/api/admin/leads/{again.get_json()['id']}").get_json()["lead"]
    assert detail["is_repeat"] is True
    assert [e["purpose"] for e in detail["emails"]] == ["guide"]


def test_early_access_tells_sales_the_first_time_only(app, client, run_worker, smtp):
    client.post("/api/early-access", json=EARLY)
    run_worker()
    resp = client.post("/api/early-access", json={**EARLY, "tags": ["playbooks", "courses"]})
    assert resp.status_code == 202  # new tags: a new submission, but the same person
    run_worker()
    [lead] = smtp.wait_for(SALES)
    assert lead["Subject"] == "New lead: Early access – sam@example.co.uk"
    assert len(smtp.to(SALES)) == 1
    with app.app_context():
        assert db.session.get(Submission, resp.get_json()["id"]).is_repeat is True


def test_every_sales_notification_goes_through_the_delivery_path(app, client, run_worker, smtp):
    """Stored with a delivery job and an honest status, so the inbox can show and resend it."""
    client.post("/api/finder", json=FINDER)
    client.post("/api/guide", json=GUIDE)
    contact = {**FINDER, **human("contact"), "name": "Al", "role": "other", "message": "Hi"}
    client.post("/api/contact", json=contact)
    run_worker()
    with app.app_context():
        emails = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.to_addr == SALES)
        ).all()
        assert sorted(e.purpose for e in emails) == [
            "contact_sales", "finder_sales", "lead_notification",
        ]  # fmt: skip
        for email in emails:
            assert email.status == "sent" and email.attempts == 1
            entry = db.session.get(OutboxEntry, email.id)
            assert entry.func == "pipeline.mail.delivery.deliver" and entry.done_at is not None
