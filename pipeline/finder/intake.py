"""The AI Tool Finder's intake (spec 2.9, call 9): the submission and its run record in one
transaction, then the job is queued."""

from pipeline import intake
from pipeline.models.db import new_id, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission

PROCESS = "pipeline.finder.job.process"
DECOY = "pipeline.finder.decoy_job.choose"
KIND = "finder"


def join_ids(ids: list[str]) -> str:
    return ", ".join(ids)


def split_ids(joined: str) -> list[str]:
    return [part for part in joined.split(", ") if part]


def receive(fields: dict, source: dict, spam_reason: str | None = None) -> intake.Accepted:
    """Store the submission and its test record (call 9) in one transaction and queue the
    job. `fields` is the API's validated payload (option ids, camelCase names)."""
    submission = Submission(
        id=new_id(), kind=KIND, email=fields["email"], name=fields["firstName"], **source
    )
    test = FinderRun(
        submission_id=submission.id,
        test_name=f"{fields['companyName']} – {utcnow():%Y-%m-%d}",
        first_name=fields["firstName"],
        email=fields["email"],
        company_name=fields["companyName"],
        company_size=fields["companySize"],
        business_goal=join_ids(fields["businessGoal"]),
        main_challenge=join_ids(fields["mainChallenge"]),
        current_tools=fields.get("currentTools") or None,
        # Only what the visitor picked themselves; left to us, the job reads one.
        chosen_sector=fields.get("sector") or None,
    )
    if spam_reason:
        # Its tools are chosen all the same, by the configured engine, so that what it
        # shows can't tell a script its verdict (decoy_results.py); nothing else is done.
        return intake.store_spam(submission, [test], spam_reason, decoy=DECOY)
    # lead.created waits for the three tools: the finder's sales notice emits it.
    return intake.submit(submission, [test], PROCESS, announce=False)
