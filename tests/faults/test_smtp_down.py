"""The mail server refusing connections for a while: each email says 'retrying' with the
reason, RQ retries it with backoff, and once the server is back it is delivered once."""

import time

from tests.support.fault_stack import mixed


def test_emails_are_retried_while_smtp_refuses_and_delivered_once_after(stack):
    stack.smtp.stop()  # nothing listens on its port now: connections are refused
    stack.processes.start_web()
    stack.processes.start_worker()

    answers = [stack.post(*s[2]) for s in mixed(5, "smtp-down")]
    assert [status for status, _ in answers] == [202] * 5
    ids = [body["id"] for _, body in answers]

    deadline = time.monotonic() + 60
    while True:
        emails = stack.emails(ids)
        subs = stack.submissions(ids)
        done = all(s.status == "succeeded" for s in subs.values()) and len(subs) == 5
        if done and emails and all(e.status == "retrying" for e in emails):
            break
        assert time.monotonic() < deadline, [(e.status, e.last_error) for e in emails]
        time.sleep(0.2)
    for email in emails:
        assert "Connection refused" in email.last_error  # the honest reason, shown in admin
        assert email.attempts >= 1
    assert stack.smtp.messages == []

    stack.smtp.start()  # same port
    stack.wait_processed(ids, timeout=90)
    assert all(e.last_error is None and e.attempts >= 2 for e in stack.emails(ids))
    assert stack.assert_mailed_exactly_once(ids) == len(emails)
