"""What a visitor is told of a submission kept out as spam (issue 25): the status a real
one of its kind would have by now, reckoned from when it was stored. The 202 said
`queued` for both; a status that answered `spam`, or went straight to `succeeded`, would
tell a script which of its attempts the bot checks caught, and so how to get past them."""

from dataclasses import dataclass
from datetime import datetime

from pipeline.models.db import utcnow
from pipeline.models.submission import Submission


@dataclass(frozen=True)
class Step:
    after_seconds: float
    status: str
    stage: str | None


# A real contact or sign-up job is picked up and done within a second or two of its 202.
QUICK_JOB = (Step(0, "queued", None), Step(2, "succeeded", "done"))


def decoy_status(
    submission: Submission,
    timeline: tuple[Step, ...] = QUICK_JOB,
    now: datetime | None = None,
    since: datetime | None = None,
) -> tuple[str, str | None]:
    """(status, stage) of `timeline` as of `now`: the last step whose time has come, counted
    from when it was stored, or from `since`."""
    age = ((now or utcnow()) - (since or submission.created_at)).total_seconds()
    shown = timeline[0]
    for step in timeline:
        if age >= step.after_seconds:
            shown = step
    return shown.status, shown.stage
