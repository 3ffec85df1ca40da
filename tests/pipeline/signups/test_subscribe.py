"""The sign-up job through a real RQ worker and a real SMTP server: the guide email and
its PDF link, newsletter double opt-in, unsubscribe (one-click and page) and the central
suppression check, and the sales notification (lead capture issue)."""

import io
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from pypdf import PdfReader

from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.signups.consent_wording import WORDINGS
from tests.support.payloads import EARLY, GUIDE, NEWSLETTER

ROOT = Path(__file__).resolve().parents[3]
SITE = "http://127.0.0.1:5000"


def text_of(message) -> str:
    return message.get_body(("plain",)).get_content()


def link_in(message, path: str) -> str:
    match = re.search(rf"(https?://\S+{re.escape(path)}\?token=[\w.\-]+)", text_of(message))
    assert match, f"no {path} link in:\n{text_of(message)}"
    return match.group(1)


def local(url: str) -> str:
    """The path + query of a link in an email, for the test client."""
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


def statuses(app) -> dict[str, str]:
    with app.app_context():
        return {e.purpose: e.status for e in db.session.scalars(db.select(EmailMessage))}


def test_guide_job_emails_a_working_pdf_link_and_tells_sales(app, client, run_worker, smtp):
    resp = client.post("/api/guide", json=GUIDE)
    run_worker()
    status = client.get(resp.get_json()["status_url"]).get_json()
    assert (status["status"], status["stage"]) == ("succeeded", "done")

    [guide] = smtp.to("priya@example.co.uk")
    assert guide["Subject"] == "Your free guide: 5 Smart Ways to Automate Without Hiring"
    assert text_of(guide).startswith("Hello,")  # no name: the address is not proven (issue 33)
    download = link_in(guide, "/api/guide/download")
    assert download.startswith(SITE)
    assert download in guide.get_body(("html",)).get_content()

    pdf = client.get(local(download))
    assert pdf.status_code == 200
    assert pdf.mimetype == "application/pdf"
    assert (
        PdfReader(io.BytesIO(pdf.data)).metadata.title == "5 Smart Ways to Automate Without Hiring"
    )

    [lead] = smtp.to("sales@example.co.uk")
    assert lead["Subject"] == "New lead: Free guide – priya@example.co.uk"
    lead_text = text_of(lead)
    assert "Priya" in lead_text and "fivesmartways" in lead_text
    assert "/smart-automation-guide" in lead_text and "utm_campaign=guide-launch" in lead_text
    assert "List-Unsubscribe" not in lead  # an internal email, not marketing
    assert set(statuses(app).values()) == {"sent"}


def test_every_email_to_a_subscriber_has_one_click_unsubscribe_headers(
    app, client, run_worker, smtp
):
    client.post("/api/guide", json=GUIDE)
    client.post("/api/early-access", json=EARLY)
    client.post("/api/newsletter", json=NEWSLETTER)
    run_worker()
    for address in ("priya@example.co.uk", "sam@example.co.uk", "lee@example.co.uk"):
        [message] = smtp.to(address)
        one_click = re.fullmatch(
            r"<(https?://\S+/api/unsubscribe\?token=\S+)>, "
            r"<mailto:hello@example\.co\.uk\?subject=\S+>",
            str(message["List-Unsubscribe"]),
        )
        assert one_click, message["List-Unsubscribe"]
        assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        assert "/unsubscribe?token=" in text_of(message)
        # RFC 8058: a POST with that body unsubscribes, no further interaction.
        resp = client.post(
            local(one_click.group(1)),
            data="List-Unsubscribe=One-Click",
            content_type="application/x-www-form-urlencoded",
        )
        assert resp.status_code == 200
    with app.app_context():
        assert {s.status for s in db.session.scalars(db.select(Signup))} == {"unsubscribed"}
        # As sent on the wire: one plain header line, no RFC 2047 encoding of the URL.
        for email in db.session.scalars(db.select(EmailMessage).where(EmailMessage.marketing)):
            raw = email.message_bytes.decode()
            line = next(x for x in raw.split("\r\n") if x.startswith("List-Unsubscribe:"))
            assert re.fullmatch(r"List-Unsubscribe: <https?://\S+>, <mailto:\S+>", line), line


def test_early_access_confirmation_email(client, run_worker, smtp):
    client.post("/api/early-access", json=EARLY)
    run_worker()
    [message] = smtp.to("sam@example.co.uk")
    assert message["Subject"] == "You're on the early access list"
    assert "We'll email you as soon as the playbooks launch" in text_of(message)


def test_newsletter_double_opt_in_confirms_by_post_then_welcomes_once(
    app, client, run_worker, smtp
):
    client.post("/api/newsletter", json={**NEWSLETTER, "first_name": "Lee"})
    run_worker()
    [confirmation] = smtp.to("lee@example.co.uk")
    assert confirmation["Subject"] == "Please confirm your Calm AI Digest subscription"
    confirm_url = link_in(confirmation, "/newsletter/confirm")
    assert urlsplit(confirm_url).path == "/newsletter/confirm"  # the site page with the button
    token = urlsplit(confirm_url).query.removeprefix("token=")

    # A link scanner's GET can't confirm: the API only accepts POST.
    assert client.get(f"/api/newsletter/confirm?token={token}").status_code == 405
    with app.app_context():
        assert db.session.scalars(db.select(Signup)).one().status == "pending"

    resp = client.post("/api/newsletter/confirm", json={"token": token})
    assert (resp.status_code, resp.get_json()) == (200, {"status": "subscribed"})
    assert client.post("/api/newsletter/confirm", json={"token": token}).status_code == 200
    run_worker()

    welcome = smtp.wait_for("lee@example.co.uk", 2)[1]
    assert welcome["Subject"] == "Welcome to the Calm AI Digest"
    assert "You're subscribed to the Calm AI Digest" in text_of(welcome)
    assert welcome["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert len(smtp.to("lee@example.co.uk")) == 2  # the second confirm sent nothing
    with app.app_context():
        signup = db.session.scalars(db.select(Signup)).one()
        assert signup.status == "subscribed" and signup.confirmed_at is not None


def test_a_subscribed_newsletter_address_is_answered_like_a_first_sign_up(client, run_worker, smtp):
    # Issue 25: "already subscribed" told anyone who is subscribed; the owner is mailed
    # instead (tests/pipeline/signups/test_newsletter_repeat.py).
    client.post("/api/newsletter", json=NEWSLETTER)
    run_worker()
    token = urlsplit(link_in(smtp.to("lee@example.co.uk")[0], "/newsletter/confirm")).query[6:]
    client.post("/api/newsletter/confirm", json={"token": token})
    resp = client.post("/api/newsletter", json=NEWSLETTER)
    assert resp.status_code == 202 and "already" not in resp.get_json()


@pytest.mark.parametrize(
    ("url", "token", "status"),
    [
        ("/api/newsletter/confirm", "nonsense", 400),
        ("/api/newsletter/confirm", "", 400),
        ("/api/unsubscribe", "nonsense", 400),
    ],
)
def test_broken_tokens_get_a_clear_4xx(client, url, token, status):
    resp = client.post(url, json={"token": token})
    assert resp.status_code == status
    assert resp.get_json()["error"]["message"]


def test_tokens_are_not_interchangeable_between_purposes(app, client, run_worker, smtp):
    client.post("/api/guide", json=GUIDE)
    run_worker()
    download_token = link_in(smtp.to("priya@example.co.uk")[0], "/api/guide/download")
    token = urlsplit(download_token).query[6:]
    assert client.post("/api/unsubscribe", json={"token": token}).status_code == 400
    assert client.post("/api/newsletter/confirm", json={"token": token}).status_code == 400


def test_expired_and_broken_guide_links_go_back_to_the_guide_page(app, client, monkeypatch):
    from itsdangerous.timed import TimestampSigner

    from pipeline.signups import tokens

    with app.app_context():
        monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: 1_000_000_000)
        old = tokens.make("guide", 1)
        monkeypatch.undo()
    resp = client.get(f"/api/guide/download?token={old}")
    assert (resp.status_code, resp.headers["Location"]) == (
        303,
        "/smart-automation-guide?link=expired",
    )
    resp = client.get("/api/guide/download?token=tampered")
    assert resp.headers["Location"] == "/smart-automation-guide?link=invalid"


def test_unsubscribe_get_shows_the_confirm_page_and_changes_nothing(app, client, run_worker, smtp):
    client.post("/api/early-access", json=EARLY)
    run_worker()
    header = str(smtp.to("sam@example.co.uk")[0]["List-Unsubscribe"])
    one_click = re.search(r"<(http\S+)>", header).group(1)
    resp = client.get(local(one_click))
    assert resp.status_code == 303
    assert resp.headers["Location"].startswith("/unsubscribe?token=")
    with app.app_context():
        assert db.session.scalars(db.select(Signup)).one().status == "subscribed"


def test_after_unsubscribing_later_marketing_is_suppressed_but_sales_still_hear(
    app, client, run_worker, smtp
):
    client.post("/api/early-access", json={**EARLY, "email": "priya@example.co.uk"})
    run_worker()
    page_link = link_in(smtp.to("priya@example.co.uk")[0], "/unsubscribe")
    token = urlsplit(page_link).query[6:]
    assert client.post("/api/unsubscribe", json={"token": token}).status_code == 200
    assert client.post("/api/unsubscribe", json={"token": token}).status_code == 200  # idempotent

    client.post("/api/guide", json=GUIDE)  # same address, a later marketing send
    run_worker()
    assert len(smtp.to("priya@example.co.uk")) == 1  # only the email before unsubscribing
    assert len(smtp.to("sales@example.co.uk")) == 2
    with app.app_context():
        guide = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "guide")
        ).one()
        assert (guide.status, guide.last_error) == ("suppressed", "unsubscribed")
        suppression = db.session.scalars(db.select(MailSuppression)).one()
        assert (suppression.email, suppression.list_name) == ("priya@example.co.uk", "early_access")
        signups = db.session.scalars(db.select(Signup)).all()
        early = next(s for s in signups if s.list_name == "early_access")
        assert early.status == "unsubscribed" and early.unsubscribed_at is not None


def test_mail_queued_before_an_unsubscribe_is_not_sent_after_it(app, client, run_worker, smtp):
    from pipeline import queues
    from pipeline.signups import subscribe
    from pipeline.signups import unsubscribe as unsubscribe_module

    client.post("/api/early-access", json=EARLY)
    with app.app_context():
        # Render the emails without enqueueing their delivery, then unsubscribe.
        app.config["ENQUEUE_JOBS"] = False
        subscribe.process(db.session.scalars(db.select(Submission)).one().id)
        unsubscribe_module.unsubscribe(db.session.scalars(db.select(Signup)).one().id)
        app.config["ENQUEUE_JOBS"] = True
        assert queues.sweep(grace_seconds=0) == 2  # the two deliveries
    run_worker()
    assert smtp.to("sam@example.co.uk") == []
    assert statuses(app) == {"early_access": "suppressed", "lead_notification": "sent"}


def test_confirming_the_newsletter_again_after_unsubscribing_lifts_the_suppression(
    app, client, run_worker, smtp
):
    client.post("/api/newsletter", json=NEWSLETTER)
    run_worker()
    confirmation = smtp.to("lee@example.co.uk")[0]
    token = urlsplit(link_in(confirmation, "/newsletter/confirm")).query[6:]
    unsubscribe_token = urlsplit(link_in(confirmation, "/unsubscribe")).query[6:]
    client.post("/api/unsubscribe", json={"token": unsubscribe_token})

    # Signing up again mails the confirmation request (asked for, so not marketing)...
    assert client.post("/api/newsletter", json=NEWSLETTER).status_code == 202
    run_worker()
    assert len(smtp.to("lee@example.co.uk")) == 2
    # ...and the owner's confirmation is fresh consent: the welcome is sent.
    client.post("/api/newsletter/confirm", json={"token": token})
    run_worker()
    assert smtp.wait_for("lee@example.co.uk", 3)[2]["Subject"] == "Welcome to the Calm AI Digest"
    with app.app_context():
        assert db.session.scalars(db.select(MailSuppression)).all() == []


def test_running_the_job_twice_mails_nobody_twice(app, client, run_worker, smtp):
    from pipeline.signups import subscribe

    submission_id = client.post("/api/guide", json=GUIDE).get_json()["id"]
    run_worker()
    with app.app_context():
        assert subscribe.process(submission_id) == "already-done"
        db.session.get(Submission, submission_id).status = "queued"
        db.session.commit()
        assert subscribe.process(submission_id) == "succeeded"
    run_worker()
    assert len(smtp.messages) == 2


def test_a_honeypot_submission_sends_no_email(app, client, run_worker, smtp):
    client.post("/api/guide", json={**GUIDE, "website": "http://bot.example"})
    run_worker()
    assert smtp.messages == []


def test_markup_in_a_name_is_escaped_in_every_email(app, client, run_worker, smtp):
    # Markup in a name is refused (issue 25); an apostrophe is what a name needs escaped.
    # Only sales' email shows it: the guide's greets nobody by name (issue 33).
    client.post("/api/guide", json={**GUIDE, "first_name": "Ada O'Brien"})
    run_worker()
    shown = [message.get_body(("html",)).get_content() for message in smtp.messages]
    assert len(shown) == 2
    assert all("O'Brien" not in html for html in shown)
    assert ["O&#39;Brien" in html for html in shown].count(True) == 1


def test_frontend_consent_wording_matches_the_servers_copy():
    source = (ROOT / "frontend" / "src" / "content" / "consent.ts").read_text()
    for wording in WORDINGS.values():
        assert json.dumps(wording.version) in source, wording.version
        assert json.dumps(wording.text, ensure_ascii=False) in source, wording.version
