"""Issue 33 item 5: the guide list subscribes any address at once, so a name typed for it is
a stranger's until proven otherwise. The guide email greets nobody by name (its address is
never confirmed), a repeat request never overwrites the stored name (sales see the first),
and the newsletter's confirmation request, sent before the address is confirmed, carries no
name either. Real worker and SMTP, on SQLite and PostgreSQL."""

from pipeline.models.db import db
from pipeline.models.signup import Signup
from tests.support.mail_checks import text_of
from tests.support.payloads import GUIDE, NEWSLETTER

PRIYA = "priya@example.co.uk"


def test_a_repeat_guide_request_keeps_the_stored_name_and_no_email_greets_by_name(
    app, client, run_worker, smtp
):
    assert client.post("/api/guide", json=GUIDE).status_code == 202
    run_worker()
    again = {**GUIDE, "first_name": "Mallory Locked Account"}
    assert client.post("/api/guide", json=again).status_code == 202
    run_worker()

    with app.app_context():
        signup = db.session.scalars(db.select(Signup)).one()
        assert signup.first_name == "Priya"
    guides = smtp.wait_for(
        PRIYA, 2, subject="Your free guide: 5 Smart Ways to Automate Without Hiring"
    )
    for guide in guides:
        shown = guide.as_string() + text_of(guide)
        assert "Priya" not in shown and "Mallory" not in shown
        assert text_of(guide).startswith("Hello,")


def test_the_newsletter_confirmation_request_greets_nobody_by_name(app, client, run_worker, smtp):
    body = {**NEWSLETTER, "first_name": "Lee"}
    assert client.post("/api/newsletter", json=body).status_code == 202
    run_worker()
    [request] = smtp.wait_for(NEWSLETTER["email"])
    assert "Lee" not in request.as_string() and "Lee" not in text_of(request)
