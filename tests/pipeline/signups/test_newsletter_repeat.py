"""Issue 25 item 8: signing a confirmed subscriber's address up again is no oracle and
changes nothing. It answers exactly as a first sign-up does, never touches their name or
tags, and mails them at most one fixed "you're already subscribed" email a day, under the
recipient limit. Real worker, outbox and SMTP."""

from urllib.parse import urlsplit

from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.signup import Signup
from tests.support.mail_checks import link_in, text_of
from tests.support.payloads import NEWSLETTER

LEE = "lee@example.co.uk"


def _confirmed(app, client, run_worker, smtp) -> None:
    assert (
        client.post("/api/newsletter", json={**NEWSLETTER, "first_name": "Lee"}).status_code == 202
    )
    run_worker()
    token = urlsplit(link_in(smtp.wait_for(LEE)[0], "/newsletter/confirm")).query[6:]
    assert client.post("/api/newsletter/confirm", json={"token": token}).status_code == 200
    run_worker()
    smtp.wait_for(LEE, 2)  # confirmation request and welcome


def _signup(app) -> Signup:
    with app.app_context():
        return db.session.scalars(db.select(Signup).where(Signup.email == LEE)).one()


def test_a_repeat_sign_up_answers_like_a_first_and_changes_nothing(app, client, run_worker, smtp):
    first = client.post("/api/newsletter", json={**NEWSLETTER, "email": "new@example.co.uk"})
    _confirmed(app, client, run_worker, smtp)
    before = _signup(app)

    again = client.post(
        "/api/newsletter", json={**NEWSLETTER, "first_name": "Mallory", "tags": ["mallory-tag"]}
    )
    assert again.status_code == first.status_code == 202
    assert again.get_json().keys() == first.get_json().keys()
    assert again.get_json()["status"] == first.get_json()["status"]
    run_worker()
    status = client.get(again.get_json()["status_url"]).get_json()
    assert status["status"] == "succeeded"

    after = _signup(app)
    assert (after.first_name, after.tags, after.status) == ("Lee", before.tags, "subscribed")
    assert after.submission_id == before.submission_id
    [already] = smtp.wait_for(LEE, 3)[2:]
    assert already["Subject"] == "You're already subscribed to the Calm AI Digest"
    assert "Mallory" not in already.as_string() and "Lee" not in text_of(already)
    assert "already subscribed" in text_of(already)


def test_at_most_one_already_subscribed_email_a_day(app, client, run_worker, smtp):
    _confirmed(app, client, run_worker, smtp)
    for _ in range(3):
        assert client.post("/api/newsletter", json=NEWSLETTER).status_code == 202
    run_worker()
    with app.app_context():
        purposes = db.session.scalars(
            db.select(EmailMessage.purpose).where(EmailMessage.to_addr == LEE)
        ).all()
    assert sorted(purposes) == ["newsletter_already", "newsletter_confirm", "newsletter_welcome"]


def test_the_already_subscribed_email_is_under_the_recipient_limit(app, client, run_worker, smtp):
    _confirmed(app, client, run_worker, smtp)
    app.config["RECIPIENT_DAILY_LIMIT"] = 2  # the confirmation request and welcome used it
    assert client.post("/api/newsletter", json=NEWSLETTER).status_code == 202
    run_worker()
    with app.app_context():
        already = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "newsletter_already")
        ).one()
    assert already.status == "limited"
    assert len(smtp.to(LEE)) == 2
