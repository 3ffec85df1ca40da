"""Mail to the addresses the forms accept beyond ASCII (`ÉLODIE.DUPONT@…`, `müller@Bücher.de`,
`ＡＤＡ@…`): each form's emails reach the real SMTP sink through the real worker, the To header
and RCPT TO in their sending form (the domain as punycode, a non-ASCII local part as typed
with SMTPUTF8), and the stored email ends 'sent'. A server without SMTPUTF8 fails just the
messages that need it, once, with the reason; the rest still go. SQLite and PostgreSQL."""

from email.utils import parseaddr

import pytest

from pipeline.accounts.email_address import canonical
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission
from tests.support.admin_accounts import make_account, send
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.leads_factory import submit_contact
from tests.support.mail_checks import text_of
from tests.support.payloads import FINDER, GUIDE
from tests.support.smtp_sink import SmtpSink
from tests.support.unicode_addresses import (
    ELODIE,
    IDN_ONLY,
    MULLER,
    SPELLINGS,
    Spelling,
    envelopes_to,
)

SALES = "sales@example.co.uk"
IDS = [s.typed for s in SPELLINGS]


def stored(app, purpose: str | None = None) -> list[EmailMessage]:
    with app.app_context():
        db.session.expire_all()
        query = db.select(EmailMessage)
        if purpose is not None:
            query = query.where(EmailMessage.purpose == purpose)
        return list(db.session.scalars(query))


def assert_delivered(smtp, spelling: Spelling, count: int = 1):
    """The sink's messages to `spelling`, each with its To header and envelope as sent."""
    messages = smtp.wait_for(spelling.sent_as, count)
    for message in messages:
        assert parseaddr(str(message["To"]))[1] == spelling.sent_as
    envelopes = envelopes_to(smtp, spelling.sent_as)
    assert len(envelopes) == len(messages)
    for _, rcpt_tos, options in envelopes:
        assert rcpt_tos == [spelling.sent_as]
        assert ("SMTPUTF8" in options) == spelling.smtputf8
    return messages


@pytest.mark.parametrize("spelling", SPELLINGS, ids=IDS)
def test_the_contact_acknowledgement_and_the_sales_reply_to_reach_the_address(
    app, client, run_worker, smtp, spelling
):
    submission_id = submit_contact(client, "Élodie Dupont", spelling.typed, "Bonjour")
    run_worker()
    [ack] = assert_delivered(smtp, spelling)
    assert str(ack["To"]) == spelling.sent_as
    [sales] = smtp.wait_for(SALES)
    assert str(sales["Reply-To"]) == spelling.sent_as
    assert {e.status for e in stored(app)} == {"sent"}
    with app.app_context():
        assert db.session.get(Submission, submission_id).status == "succeeded"


@pytest.mark.parametrize("spelling", SPELLINGS, ids=IDS)
def test_the_guide_email_reaches_the_address(app, client, run_worker, smtp, spelling):
    assert client.post("/api/guide", json={**GUIDE, "email": spelling.typed}).status_code == 202
    run_worker()
    # A list stores its addresses lower-cased (pipeline.mail.normalise): `élodie.dupont@…`.
    [guide] = assert_delivered(smtp, spelling._replace(sent_as=spelling.sent_as.lower()))
    assert "/api/guide/download" in text_of(guide)
    assert {e.status for e in stored(app)} == {"sent"}


def test_the_finder_email_with_its_pdf_reaches_a_non_ascii_address(app, client, run_worker, smtp):
    assert client.post("/api/finder", json={**FINDER, "email": ELODIE.typed}).status_code == 202
    run_worker()
    [report] = assert_delivered(smtp, ELODIE)
    assert "application/pdf" in [p.get_content_type() for p in report.iter_attachments()]
    assert {e.status for e in stored(app)} == {"sent"}


@pytest.mark.parametrize("spelling", [ELODIE, MULLER], ids=[ELODIE.typed, MULLER.typed])
def test_the_booking_emails_reach_the_visitor_and_sales_see_their_address(
    app, client, run_worker, smtp, spelling
):
    salesperson(app)
    first = client.get("/api/booking/slots").get_json()["slots"][0]["start"]
    answer = client.post("/api/booking", json=booking_body(first, email=spelling.typed))
    assert answer.status_code == 201, answer.get_json()
    run_worker()
    assert_delivered(smtp, spelling)
    [sales] = smtp.wait_for("sam@example.co.uk")
    assert str(sales["Reply-To"]) == spelling.sent_as
    assert {(e.purpose, e.status) for e in stored(app)} == {
        ("booking_visitor", "sent"), ("booking_sales", "sent")}  # fmt: skip


@pytest.mark.parametrize("spelling", [ELODIE, MULLER], ids=[ELODIE.typed, MULLER.typed])
def test_an_account_email_reaches_the_account_address(app, client, run_worker, smtp, spelling):
    account = canonical(spelling.typed)  # as sign-up stores it: `élodie.dupont@…`
    make_account(app, account)
    reset = send(client, "POST", "/api/auth/reset-request", json={"email": spelling.typed})
    assert reset.status_code == 200
    run_worker()
    sent_as = Spelling(account, account.split("@")[0] + "@" + spelling.sent_as.split("@")[1], True)
    [email] = assert_delivered(smtp, sent_as)
    assert "reset" in email["Subject"].lower()
    assert {e.status for e in stored(app)} == {"sent"}


def test_a_server_without_smtputf8_fails_only_the_mail_that_needs_it(app, client, run_worker, smtp):
    old = SmtpSink(smtputf8=False).start()
    app.config["SMTP_URL"] = old.url
    try:
        elodie = submit_contact(client, "Élodie Dupont", ELODIE.typed, "Bonjour")
        ada = submit_contact(client, "Ada", IDN_ONLY.typed, "Hello")
        run_worker()
        # The punycode address and its sales notice go over plain SMTP.
        assert_delivered(old, IDN_ONLY)
        assert [str(m["Reply-To"]) for m in old.to(SALES)] == [IDN_ONLY.sent_as]
    finally:
        old.stop()
    assert smtp.messages == []
    with app.app_context():
        for submission_id in (elodie, ada):
            assert db.session.get(Submission, submission_id).status == "succeeded"
        mail = {(e.submission_id, e.purpose): e for e in stored(app)}
    assert {mail[ada, p].status for p in ("contact_ack", "contact_sales")} == {"sent"}
    # Élodie's acknowledgement, and the sales notice whose Reply-To is her address (UTF-8
    # headers need SMTPUTF8 too): failed once, for good, saying why; never retried.
    for purpose in ("contact_ack", "contact_sales"):
        failed = mail[elodie, purpose]
        assert (failed.status, failed.attempts) == ("failed", 1)
        assert "does not offer SMTPUTF8" in failed.last_error
