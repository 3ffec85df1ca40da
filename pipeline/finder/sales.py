"""The sales email for a tool finder run: one per run, to SALES_EMAIL, with who asked, their
business, goals, challenges and current tools, the three recommended tools and a link to
the lead in the admin inbox.

It is its own job (outbox entry whose id is the test row's), scheduled in the transaction
that stores the visitor's email or when the run finally fails, so the visitor's results
never wait for it. The email goes through the same delivery path as every other one, and
ai_tool_finder_tests.sales_notified_at, claimed with its insert, keeps it to one per run
however often the job runs.

The run's lead.created webhook is staged here too, in the same transaction: only now are
the three tools known (or the run known to have failed), so receivers get one complete
event instead of a lead without tools and a correction later."""

from pipeline import mail, queues, webhooks
from pipeline.finder.options import (
    BUSINESS_GOAL_LABELS,
    COMPANY_SIZE_LABELS,
    MAIN_CHALLENGE_LABELS,
    TOOL_CATEGORY_LABELS,
)
from pipeline.finder.run_sector import sector_fields
from pipeline.models.db import db, utcnow
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from pipeline.settings import lead_admin_url, setting

NOTIFY = "pipeline.finder.sales.notify"
PURPOSE = "finder_sales"


def schedule(test: FinderRun) -> bool:
    """Stage the job in the current transaction (the caller commits), once per run."""
    if test.sales_notified_at is not None or db.session.get(OutboxEntry, test.id) is not None:
        return False
    queues.add(NOTIFY, test.id)
    submission = db.session.get(Submission, test.submission_id)
    if submission is not None:
        webhooks.lead_created(
            submission, [test], fields=_webhook_fields(test), extra=_webhook_tools(test)
        )
    return True


def enqueue(test: FinderRun) -> None:
    """After commit: put the staged jobs on their queues (Redis down: the sweeper does)."""
    queues.enqueue_unqueued([test.id])
    webhooks.hand_off_for(test.submission_id)


def _shown(test: FinderRun) -> list[dict] | None:
    """The tools the visitor was shown, or None for a run that ended without showing any.
    The visitor's email is stored only by a run that showed its results: a run that failed
    after choosing tools (a failed check) showed the visitor an error instead."""
    if not mail.emails_for(test.submission_id, purpose="finder"):
        return None
    return list(test.recommendations or [])


def _webhook_fields(test: FinderRun) -> dict:
    goals = [part for part in test.business_goal.split(", ") if part]
    challenges = [part for part in test.main_challenge.split(", ") if part]
    return {
        "first_name": test.first_name,
        "email": test.email,
        "company_name": test.company_name,
        "company_size": test.company_size,
        "company_size_label": COMPANY_SIZE_LABELS.get(test.company_size, test.company_size),
        "business_goals": goals,
        "business_goal_labels": [BUSINESS_GOAL_LABELS.get(g, g) for g in goals],
        "main_challenges": challenges,
        "main_challenge_labels": [MAIN_CHALLENGE_LABELS.get(c, c) for c in challenges],
        "current_tools": test.current_tools,
        # The sector the tools were chosen for, and whether the visitor chose it (issue 26).
        **sector_fields(test),
    }


def _webhook_tools(test: FinderRun) -> dict:
    shown = _shown(test)
    tools = [
        {
            "name": tool["name"],
            "category": tool["category"],
            "category_label": TOOL_CATEGORY_LABELS.get(tool["category"], tool["category"]),
            "website": tool["website"],
            "summary": tool.get("summary"),
        }
        for tool in shown or []
    ]
    return {"finder_status": "failed" if shown is None else "succeeded", "tools": tools}


def _labels(joined: str, labels: dict) -> list[str]:
    return [labels.get(part, part) for part in joined.split(", ") if part]


def _draft(test: FinderRun) -> mail.Draft:
    tools = [
        {
            "name": tool["name"],
            "category": TOOL_CATEGORY_LABELS.get(tool["category"], tool["category"]),
            "website": tool["website"],
        }
        for tool in _shown(test) or []
    ]
    return mail.Draft(
        purpose=PURPOSE,
        template="finder_sales",
        to_addr=setting("SALES_EMAIL"),
        subject=f"New tool finder lead: {test.company_name}",
        reply_to=test.email,
        context={
            "test": test,
            "company_size": COMPANY_SIZE_LABELS.get(test.company_size, test.company_size),
            "business_goals": _labels(test.business_goal, BUSINESS_GOAL_LABELS),
            "main_challenges": _labels(test.main_challenge, MAIN_CHALLENGE_LABELS),
            **sector_fields(test),
            "tools": tools,
            "lead_url": lead_admin_url(test.submission_id),
        },
    )


def _claim(test: FinderRun) -> bool:
    claimed = db.session.execute(
        db.update(FinderRun)
        .where(FinderRun.id == test.id, FinderRun.sales_notified_at.is_(None))
        .values(sales_notified_at=utcnow())
    )
    return claimed.rowcount == 1


def notify(test_id: str) -> str:
    """The job (queues.JOBS)."""
    test = db.session.get(FinderRun, test_id)
    if test is None:
        queues.mark_done(test_id)  # erased on request since: nobody to tell sales about
        return "missing"
    result = "already-notified"
    draft = _draft(test)
    if _claim(test):
        mail.queue_email(draft, test.submission_id)
        db.session.commit()
        result = "notified"
    mail.hand_off(test.submission_id)
    queues.mark_done(test_id)
    return result
