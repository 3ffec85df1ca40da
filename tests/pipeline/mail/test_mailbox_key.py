"""Issue 25 item 2: the recipient cap and every per-address limit key on the mailbox, not
the spelling. `capvictim+1@…` and `cap.victim@gmail.com` reach one inbox, so they share
one allowance; stored addresses stay exactly as typed. Real worker, outbox and SMTP."""

import pytest

from pipeline import mail
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from tests.support.admin_accounts import make_account, send
from tests.support.leads_factory import submit_contact

GMAIL = [
    "capvictim@gmail.com",
    "capvictim+1@gmail.com",
    "cap.victim@gmail.com",
    "C.A.P.Victim+news@GoogleMail.com",
]


@pytest.mark.parametrize(
    ("spelling", "key"),
    [
        ("capvictim+1@gmail.com", "capvictim@gmail.com"),
        ("Cap.Victim@Gmail.com", "capvictim@gmail.com"),
        ("c.a.p.victim+x+y@googlemail.com", "capvictim@gmail.com"),
        (" ada+sales@Example.co.uk ", "ada@example.co.uk"),
        # Dots matter outside Gmail: another mailbox.
        ("a.da@example.co.uk", "a.da@example.co.uk"),
        ("ida+1@bücher.example", "ida@xn--bcher-kva.example"),
        ("IDA@XN--BCHER-KVA.EXAMPLE", "ida@xn--bcher-kva.example"),
        ("ａｄａ@ｅｘａｍｐｌｅ.com", "ada@example.com"),
        ("not an address", "not an address"),
    ],
)
def test_every_spelling_of_a_mailbox_has_one_key(spelling, key):
    assert mail.mailbox_key(spelling) == key


def _emails(app) -> list[EmailMessage]:
    with app.app_context():
        return db.session.scalars(
            db.select(EmailMessage)
            .where(EmailMessage.purpose == "contact_ack")
            .order_by(EmailMessage.created_at, EmailMessage.id)
        ).all()


def test_gmail_spellings_share_one_allowance(app, client, run_worker, smtp):
    for spelling in GMAIL:
        submit_contact(client, "Cap", spelling, "Hello")
    run_worker()
    emails = _emails(app)
    assert [e.status for e in emails] == ["sent", "sent", "sent", "limited"]
    # Stored as typed (the form's validator lower-cases only the domain).
    assert [e.to_addr for e in emails] == [
        "capvictim@gmail.com", "capvictim+1@gmail.com", "cap.victim@gmail.com",
        "C.A.P.Victim+news@googlemail.com",
    ]  # fmt: skip


def test_plus_tags_share_one_allowance_on_every_domain(app, client, run_worker, smtp):
    for tag in ("", "+1", "+2", "+3"):
        submit_contact(client, "Ada", f"ada{tag}@example.co.uk", "Hello")
    submit_contact(client, "Ada", "a.da@example.co.uk", "Hello")  # another mailbox here
    run_worker()
    statuses = {e.to_addr: e.status for e in _emails(app)}
    assert statuses == {
        "ada@example.co.uk": "sent",
        "ada+1@example.co.uk": "sent",
        "ada+2@example.co.uk": "sent",
        "ada+3@example.co.uk": "limited",
        "a.da@example.co.uk": "sent",
    }


def test_the_account_email_limit_holds_across_plus_tags(app):
    """Reset and sign-up emails: 5 an hour per mailbox, not per spelling."""
    make_account(app, "ada@example.com", "admin")
    for n in range(5):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"10.4.0.{n + 1}"
        body = {"email": f"ada+{n}@example.com"}
        assert send(client, "POST", "/api/auth/reset-request", json=body).status_code == 200
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "10.4.0.99"
    response = send(client, "POST", "/api/auth/reset-request", json={"email": "ada@example.com"})
    assert response.status_code == 429
