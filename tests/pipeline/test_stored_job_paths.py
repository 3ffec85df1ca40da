"""A deploy strands no queued job: every dotted path a job or an outbox row was ever
stored under (the job functions moved into feature packages) still resolves, through
RQ's own lookup, to the function that now does the work, and still finds its queue spec."""

import pytest
from rq.utils import import_attribute

from pipeline import queues
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry

# Every path queues.JOBS has held, oldest names first (git log -p pipeline/queues/specs.py
# and, before it, pipeline/queues.py).
EVER_STORED = {
    "pipeline.contact.process": "pipeline.contact.process",
    "pipeline.finder.process": "pipeline.finder.job.process",
    "pipeline.signups.process": "pipeline.signups.subscribe.process",
    "pipeline.finder_sales.notify": "pipeline.finder.sales.notify",
    "pipeline.account_mail.process": "pipeline.accounts.email_requests.process",
    "pipeline.mail_delivery.deliver": "pipeline.mail.delivery.deliver",
    "pipeline.webhooks.delivery.deliver": "pipeline.webhooks.delivery.deliver",
    "pipeline.leads.digest.send": "pipeline.leads.digest.send",
    "pipeline.finder.decoy_job.choose": "pipeline.finder.decoy_job.choose",
    "pipeline.newsletter.sending.run": "pipeline.newsletter.sending.run",
    "pipeline.newsletter.digest.send": "pipeline.newsletter.digest.send",
    "pipeline.calendars.reading.read": "pipeline.calendars.reading.read",
    "pipeline.calendars.writing.sync": "pipeline.calendars.writing.sync",
    "pipeline.booking.notices.process": "pipeline.booking.notices.process",
    "pipeline.booking.notices.send": "pipeline.booking.notices.send",
    "pipeline.leads.calls.booked": "pipeline.leads.calls.booked",
}


@pytest.mark.parametrize("stored", list(EVER_STORED))
def test_a_stored_path_resolves_to_the_function_doing_the_work(stored):
    current = EVER_STORED[stored]
    function = import_attribute(stored)
    assert function is import_attribute(current)
    assert f"{function.__module__}.{function.__name__}" == current
    assert queues.current_path(stored) == current
    assert queues.spec_for(stored) == queues.JOBS[current]


def test_every_current_job_is_listed_here():
    assert set(queues.JOBS) == set(EVER_STORED.values())


def test_an_outbox_row_with_an_old_path_is_enqueued_under_the_new_one(app):
    with app.app_context():
        entry = OutboxEntry(
            job_id="0f9c3a52-3f0e-4d7a-9a43-3f4b5f6a7b8c",
            func="pipeline.mail_delivery.deliver",
            queue=queues.MAIL,
        )
        db.session.add(entry)
        db.session.commit()
        connection = queues.redis_connection(app.config["REDIS_URL"])
        assert queues.enqueue([(entry.func, entry.job_id)])
        job = queues.queue(queues.MAIL, connection).fetch_job(entry.job_id)
        assert job.func_name == "pipeline.mail.delivery.deliver"
