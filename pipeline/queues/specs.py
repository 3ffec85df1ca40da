"""The queues, named by purpose, and each job's timeout and retry policy in one place
(design convention 6); the dotted paths jobs were stored under before they moved."""

from dataclasses import dataclass

from rq import Retry

SUBMISSIONS = "submissions"
MAIL = "mail"
# Last: a worker takes the visitors' submissions and emails before a slow receiver's POST.
WEBHOOKS = "webhooks"
# After everything a visitor or a receiver waits on: a newsletter batch takes seconds.
NEWSLETTER = "newsletter"
ALL_QUEUES = (SUBMISSIONS, MAIL, WEBHOOKS, NEWSLETTER)

RESULT_TTL = 3600
FAILURE_TTL = 30 * 24 * 3600


@dataclass(frozen=True)
class JobSpec:
    queue: str
    timeout: int
    retry_intervals: tuple[int, ...]


# Enqueued by dotted path (convention 3) so the web process never imports job code.
JOBS: dict[str, JobSpec] = {
    "pipeline.contact.process": JobSpec(SUBMISSIONS, 120, (5, 30, 120)),
    "pipeline.finder.job.process": JobSpec(SUBMISSIONS, 120, (5, 30, 120)),
    "pipeline.finder.sales.notify": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    # A caught finder run's tools, chosen by the configured engine (finder/decoy_job.py).
    "pipeline.finder.decoy_job.choose": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    "pipeline.signups.subscribe.process": JobSpec(SUBMISSIONS, 180, (5, 30, 120)),
    "pipeline.accounts.email_requests.process": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    "pipeline.mail.delivery.deliver": JobSpec(MAIL, 60, (10, 30, 60, 300, 900, 1800)),
    # 5 s, 5 min, 30 min, 2 h, 5 h, 10 h: a receiver down for most of a day still gets it.
    "pipeline.webhooks.delivery.deliver": JobSpec(WEBHOOKS, 10, (5, 300, 1800, 7200, 18000, 36000)),
    "pipeline.leads.digest.send": JobSpec(SUBMISSIONS, 300, (60, 300, 900)),
    # A batch of a newsletter's deliveries. Each delivery's row carries its own retries
    # (pipeline/newsletter/sending.py) and the worker's timer restarts a send whose job was
    # lost; a batch that failed as a whole (the database away) is simply run again.
    "pipeline.newsletter.sending.run": JobSpec(NEWSLETTER, 600, (30, 120, 600)),
    "pipeline.newsletter.digest.send": JobSpec(SUBMISSIONS, 300, (60, 300, 900)),
    # Salespeople's calendars: calls to other servers, so behind submissions and mail with
    # the webhooks. A read that fails records why and waits for the next pass; a booked
    # call's event is retried for most of a day.
    "pipeline.calendars.reading.read": JobSpec(WEBHOOKS, 90, (60,)),
    "pipeline.calendars.writing.sync": JobSpec(WEBHOOKS, 120, (10, 60, 300, 1800, 7200, 36000)),
    # A booked call's confirmation, and its changes, cancellation and reminders (issue 34).
    "pipeline.booking.notices.process": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    "pipeline.booking.notices.send": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
    # A booked call in the sales pipeline: its lead moved on (issue 34, pipeline/leads/calls.py).
    "pipeline.leads.calls.booked": JobSpec(SUBMISSIONS, 60, (5, 30, 120)),
}

# Jobs already in Redis and outbox rows name their function by the dotted path it had when
# they were stored. These moved into feature packages: a stored path still finds its spec
# here and its function (pipeline/__init__.py, the features' __init__), so a deploy strands
# no queued job. Add a line whenever a job function moves.
MOVED_PATHS = {
    "pipeline.finder.process": "pipeline.finder.job.process",
    "pipeline.signups.process": "pipeline.signups.subscribe.process",
    "pipeline.finder_sales.notify": "pipeline.finder.sales.notify",
    "pipeline.account_mail.process": "pipeline.accounts.email_requests.process",
    "pipeline.mail_delivery.deliver": "pipeline.mail.delivery.deliver",
}


def current_path(func: str) -> str:
    return MOVED_PATHS.get(func, func)


def spec_for(func: str) -> JobSpec:
    return JOBS[current_path(func)]


def retry_for(spec: JobSpec, scale: float = 1.0) -> Retry:
    intervals = [max(0, round(i * scale)) for i in spec.retry_intervals]
    return Retry(max=len(intervals), interval=intervals)
