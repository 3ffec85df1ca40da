"""Account emails (sign-up's confirmation, the already-registered and unconfirmed notes,
password resets) count in the per-recipient cap with the public forms' emails: at most
RECIPIENT_DAILY_LIMIT (3) to one mailbox in 24 hours, keyed on the mailbox (issue 33,
item 8). Past it the email is stored as not sent, as a form's would be."""

from pipeline.mail import mailbox_key
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from tests.support.admin_accounts import make_account, send

ACCOUNT_PURPOSES = ("account_verify", "account_exists", "account_unconfirmed", "account_reset")


def emails_to(app, address: str) -> list[EmailMessage]:
    with app.app_context():
        rows = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.to_key == mailbox_key(address))
        ).all()
        db.session.expunge_all()
        return list(rows)


def test_password_resets_past_the_cap_are_held_back(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    for spelling in ("ada@example.com", "ADA@example.com", "Ada@Example.COM", "ada@EXAMPLE.com"):
        response = send(client, "POST", "/api/auth/reset-request", json={"email": spelling})
        assert response.status_code == 200
    run_worker()

    rows = emails_to(app, "ada@example.com")
    assert sorted(r.status for r in rows) == ["limited", "sent", "sent", "sent"]
    assert len([m for m in smtp.messages if "ada@example.com" in m["To"]]) == 3


def test_account_and_form_emails_share_one_allowance(app, client, run_worker, smtp):
    # A stranger signs up twice with an address that is not theirs (each sends it mail),
    # then asks for resets: the mailbox still gets three in all.
    for _ in range(2):
        body = {"email": "bea@example.com", "password": "a long enough pass phrase",
                "first_name": "Bea"}  # fmt: skip
        assert send(client, "POST", "/api/auth/signup", json=body).status_code == 201
    for _ in range(2):
        send(client, "POST", "/api/auth/reset-request", json={"email": "bea@example.com"})
    run_worker()

    rows = emails_to(app, "bea@example.com")
    assert {r.purpose for r in rows} <= set(ACCOUNT_PURPOSES)
    assert len([r for r in rows if r.status != "limited"]) == 3
    assert len([m for m in smtp.messages if "bea@example.com" in m["To"]]) == 3
