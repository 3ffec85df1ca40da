"""Newsletter deliveries to readers whose addresses go beyond ASCII (`ÉLODIE.DUPONT@…`,
`müller@Bücher.de`, `ＡＤＡ@…`): sent through the real worker to the real sink over the
newsletter's own SMTP session, To and RCPT TO in their sending form. A server without
SMTPUTF8 fails those readers for good with the reason, without marking their addresses bad,
and everyone else still gets the issue. SQLite and PostgreSQL."""

from email.utils import parseaddr

from pipeline import newsletter
from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.newsletter_issue import NewsletterIssue
from tests.support.newsletter_data import deliveries, draft, issue, send_now, subscribe
from tests.support.smtp_sink import SmtpSink
from tests.support.unicode_addresses import ELODIE, NEED_SMTPUTF8, SPELLINGS, envelopes_to

PLAIN = "reader@example.com"


def test_every_spelling_is_sent_the_issue(app, smtp, run_worker):
    with app.app_context():
        subscribe([s.typed for s in SPELLINGS] + [PLAIN])
        issue_id = draft()
        send_now(issue_id)
    run_worker()
    with app.app_context():
        assert issue(issue_id).status == "sent"
        assert {d.status for d in deliveries(issue_id)} == {"sent"}
    received = sorted(parseaddr(str(m["To"]))[1] for m in smtp.messages)
    assert received == sorted([s.sent_as for s in SPELLINGS] + [PLAIN])
    for spelling in SPELLINGS:
        [(_, rcpt_tos, options)] = envelopes_to(smtp, spelling.sent_as)
        assert rcpt_tos == [spelling.sent_as]
        assert ("SMTPUTF8" in options) == spelling.smtputf8
        [message] = smtp.to(spelling.sent_as)
        assert message["Subject"] == "The Calm AI Digest #1" and message["List-Unsubscribe"]


def test_a_server_without_smtputf8_fails_those_readers_and_sends_the_rest(app, smtp, run_worker):
    old = SmtpSink(smtputf8=False).start()
    app.config["SMTP_URL"] = old.url
    try:
        with app.app_context():
            subscribe([s.typed for s in SPELLINGS] + [PLAIN])
            issue_id = draft()
            send_now(issue_id)
        run_worker()
        received = sorted(parseaddr(str(m["To"]))[1] for m in old.messages)
    finally:
        old.stop()
    plain_smtp = sorted([s.sent_as for s in SPELLINGS if not s.smtputf8] + [PLAIN])
    assert received == plain_smtp
    with app.app_context():
        finished = issue(issue_id)
        assert finished.status == "sent"
        assert (finished.counts["sent"], finished.counts["failed"]) == (
            len(plain_smtp), len(NEED_SMTPUTF8))  # fmt: skip
        failed = [d for d in deliveries(issue_id) if d.status == "failed"]
        assert len(failed) == len(NEED_SMTPUTF8)
        assert all("does not offer SMTPUTF8" in d.reason for d in failed)
        # The address isn't bad, the server is old: nobody is put on the suppression list.
        assert db.session.scalars(db.select(MailSuppression)).all() == []


def test_the_editors_test_copy_reaches_a_non_ascii_address(app, smtp, run_worker):
    with app.app_context():
        issue_id = draft()
        newsletter.send_test(db.session.get(NewsletterIssue, issue_id), ELODIE.typed)
    run_worker()
    [copy] = smtp.wait_for(ELODIE.sent_as)
    assert copy["Subject"].startswith("[Test] ")
    assert envelopes_to(smtp, ELODIE.sent_as)[0][2][-1] == "SMTPUTF8"
