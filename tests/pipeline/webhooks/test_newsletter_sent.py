"""newsletter.sent (issue 36): when an issue's send has settled, subscribed endpoints get its
id and counts, signed, once; never an address."""

from standardwebhooks import Webhook

from tests.support.newsletter_data import draft, send_now, subscribers
from tests.support.webhook_endpoints import add_endpoint


def test_a_finished_send_is_announced_once_with_counts_and_no_address(
    app, admin, receiver, run_worker
):
    secret = add_endpoint(admin, receiver.url(), ["newsletter.sent"])["secret"]
    with app.app_context():
        readers = subscribers(3)
        issue_id = draft()
        send_now(issue_id)
    run_worker()
    [received] = receiver.wait_for(1)
    event = Webhook(secret).verify(received.body, received.headers)
    assert event["type"] == "newsletter.sent"
    assert event["data"]["issue_id"] == issue_id and event["data"]["list"] == "newsletter"
    assert event["data"]["counts"] == {"total": 3, "sent": 3, "failed": 0, "skipped": 0}
    assert not any(address in received.body.decode() for address in readers)
    run_worker()  # nothing is left to announce
    assert len(receiver.received) == 1
