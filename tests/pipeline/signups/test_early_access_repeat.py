"""Issue 33 item 4: early access tells a script nothing. A sign-up for an address already on
the list answers as a first one does (202, then the same statuses), like a suspect one, and
its owner gets at most one fixed "you're already on the list" email a day, under the
recipient limit. Real worker, outbox and SMTP, on SQLite and PostgreSQL."""

from datetime import timedelta

from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from tests.support.mail_checks import text_of
from tests.support.payloads import EARLY

SAM = "sam@example.co.uk"
SUBJECT = "You're already on the early access list"


def _post(client, **changes):
    response = client.post("/api/early-access", json={**EARLY, **changes})
    assert response.status_code == 202, response.get_json()
    return response.get_json()


def _seen(client, answer: dict) -> tuple:
    status = client.get(answer["status_url"]).get_json()
    return status["status"], status["stage"], status["error"]


def _age(app, submission_id: str) -> None:
    with app.app_context():
        submission = db.session.get(Submission, submission_id)
        submission.created_at -= timedelta(minutes=1)
        db.session.commit()


def _purposes(app, address: str) -> list[str]:
    with app.app_context():
        return sorted(
            db.session.scalars(
                db.select(EmailMessage.purpose).where(EmailMessage.to_addr == address)
            ).all()
        )


def test_new_listed_and_suspect_addresses_answer_and_report_alike(app, client, run_worker, smtp):
    _post(client)
    run_worker()
    smtp.wait_for(SAM)

    new = _post(client, email="new@example.co.uk")
    listed = _post(client, email="Sam@EXAMPLE.co.uk")
    suspect = _post(client, email="bot@example.co.uk", website="https://cheap-seo.example")
    assert new.keys() == listed.keys() == suspect.keys()
    assert new["status"] == listed["status"] == suspect["status"] == "queued"
    queued = (_seen(client, new), _seen(client, listed), _seen(client, suspect))
    assert queued == (("queued", None, None),) * 3

    run_worker()
    _age(app, suspect["id"])
    done = (_seen(client, new), _seen(client, listed), _seen(client, suspect))
    assert done == (("succeeded", "done", None),) * 3
    assert smtp.to("bot@example.co.uk") == []


def test_the_owner_of_a_listed_address_gets_one_fixed_note_a_day(app, client, run_worker, smtp):
    _post(client)
    run_worker()
    [welcome] = smtp.wait_for(SAM)
    for _ in range(3):
        _post(client)
    run_worker()

    [note] = smtp.wait_for(SAM, 2)[1:]
    assert note["Subject"] == SUBJECT
    assert "already on our early access list" in text_of(note)
    assert note["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert welcome["Subject"] != SUBJECT
    assert _purposes(app, SAM) == ["early_access", "early_access_already"]
    with app.app_context():
        signup = db.session.scalars(db.select(Signup)).one()
        assert signup.status == "subscribed"
        assert db.session.scalar(db.select(db.func.count(Submission.id))) == 4


def test_the_note_is_under_the_recipient_limit(app, client, run_worker, smtp):
    _post(client)
    run_worker()
    smtp.wait_for(SAM)
    app.config["RECIPIENT_DAILY_LIMIT"] = 1  # the welcome used it
    _post(client)
    run_worker()
    with app.app_context():
        note = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.purpose == "early_access_already")
        ).one()
    assert note.status == "limited"
    assert len(smtp.to(SAM)) == 1


def test_a_listed_address_asking_for_another_launch_is_tagged_and_sent_the_note(
    app, client, run_worker, smtp
):
    _post(client)
    run_worker()
    _post(client, tags=["starter-kit"])
    run_worker()
    with app.app_context():
        signup = db.session.scalars(db.select(Signup)).one()
        assert signup.tags == ["early-access", "playbooks", "starter-kit"]
    assert _purposes(app, SAM) == ["early_access", "early_access_already"]
