"""Issue 25 item 9: 'Resend' is a send, so it keeps to the recipient limit. Sales can't
resend an email the limit held back, nor resend one email over and over; an admin may send
past the limit with a reason, which the audit log records. Real worker, outbox and SMTP."""

import logging

from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact

ADA = "ada@example.co.uk"
LIMIT_MESSAGE = (
    "This address has had its limit of emails from us for the last 24 hours, so this one "
    "can't be sent again yet. An admin can send it anyway, giving a reason."
)


def _acks(app) -> list[EmailMessage]:
    with app.app_context():
        return db.session.scalars(
            db.select(EmailMessage)
            .where(EmailMessage.purpose == "contact_ack")
            .order_by(EmailMessage.created_at, EmailMessage.id)
        ).all()


def _resend(client, email_id: str, **body):
    return send(client, "POST", f"/api/admin/leads/emails/{email_id}/resend", json=body)


def test_sales_cannot_resend_an_email_the_limit_held_back(app, client, run_worker, smtp):
    for n in range(4):
        submit_contact(client, "Ada", ADA, f"Message {n}")
    run_worker()
    held = _acks(app)[3]
    assert held.status == "limited"
    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    response = _resend(sales, held.id)
    assert response.status_code == 409
    error = response.get_json()["error"]
    assert (error["code"], error["message"]) == ("recipient_limit", LIMIT_MESSAGE)
    # ...nor past it with a reason: only an admin may.
    refused = _resend(sales, held.id, override_reason="They asked on the phone")
    assert refused.status_code == 403
    run_worker()
    assert _acks(app)[3].status == "limited" and len(smtp.to(ADA)) == 3


def test_resending_one_email_again_and_again_stops_at_the_limit(app, client, run_worker, smtp):
    submit_contact(client, "Ada", ADA, "Hello")
    run_worker()
    [ack] = _acks(app)
    sales = signed_in_client(app, "sam@example.co.uk", "sales")
    for _ in range(2):  # the first send and two resends: 3 emails
        assert _resend(sales, ack.id).status_code == 202
        run_worker()
    assert len(smtp.wait_for(ADA, 3)) == 3
    response = _resend(sales, ack.id)
    assert response.status_code == 409
    assert response.get_json()["error"]["message"] == LIMIT_MESSAGE
    # The public forms count the resends too.
    submit_contact(client, "Ada", "ada+again@example.co.uk", "Hello again")
    run_worker()
    assert _acks(app)[-1].status == "limited"


def test_an_admin_may_send_past_the_limit_with_a_reason_on_the_audit_log(
    app, client, run_worker, smtp, caplog
):
    for n in range(4):
        submit_contact(client, "Ada", ADA, f"Message {n}")
    run_worker()
    held = _acks(app)[3]
    admin = signed_in_client(app, "root@example.co.uk", "admin")
    assert _resend(admin, held.id).status_code == 409  # no reason: the limit holds
    blank = _resend(admin, held.id, override_reason="   ")
    assert blank.status_code == 400
    assert blank.get_json()["error"]["fields"]["override_reason"]
    caplog.set_level(logging.INFO, logger="audit.accounts")
    response = _resend(admin, held.id, override_reason="Customer lost the first reply")
    assert response.status_code == 202
    run_worker()
    assert len(smtp.wait_for(ADA, 4)) == 4
    [line] = [r.getMessage() for r in caplog.records if r.name == "audit.accounts"]
    assert "event='email_resent_over_limit'" in line
    assert "reason='Customer lost the first reply'" in line and f"email_id='{held.id}'" in line
    assert ADA not in line
