"""The send's jobs: each is one batch of an issue's deliveries, staged in the outbox in the
caller's transaction (commit, then enqueue) under an id that names the issue, so the job is
given nothing but that id (design convention 3)."""

from __future__ import annotations

import uuid

from pipeline import queues

RUN = "pipeline.newsletter.sending.run"
PREFIX = "newsletter-"


def stage(issue_id: int) -> queues.JobRef:
    """A batch job for the issue, in the current transaction; the caller commits and then
    enqueues the returned ref (Redis down: the sweeper does)."""
    job_id = f"{PREFIX}{issue_id}-{uuid.uuid4().hex[:12]}"
    queues.add(RUN, job_id)
    return RUN, job_id


def issue_of(job_id: str) -> int | None:
    number = job_id.removeprefix(PREFIX).split("-", 1)[0]
    return int(number) if job_id.startswith(PREFIX) and number.isdecimal() else None
