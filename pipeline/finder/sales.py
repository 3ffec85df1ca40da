"""The sales email for a tool finder run: one per run, to SALES_EMAIL, with who asked, their
business, goals, challenges and current tools, the three recommended tools and a link to
the lead in the admin inbox.

It is its own job (outbox entry whose id is the test row's), scheduled in the transaction
that stores the visitor's email or when the run finally fails, so the visitor's results
never wait for it. The email goes through the same delivery path as every other one, and
ai_tool_finder_tests.sales_notified_at, claimed with its insert, keeps it to one per run
however often the job runs."""

from pipeline import leads, mail, queues
from pipeline.db import db, utcnow
from pipeline.finder.options import (
    BUSINESS_GOAL_LABELS,
    COMPANY_SIZE_LABELS,
    MAIN_CHALLENGE_LABELS,
    SECTOR_LABELS,
    TOOL_CATEGORY_LABELS,
)
from pipeline.models.finder_run import FinderRun
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.settings import setting

NOTIFY = "pipeline.finder.sales.notify"
PURPOSE = "finder_sales"


def schedule(test: FinderRun) -> bool:
    """Stage the job in the current transaction (the caller commits), once per run."""
    if test.sales_notified_at is not None or db.session.get(OutboxEntry, test.id) is not None:
        return False
    queues.add(NOTIFY, test.id)
    return True


def enqueue(test: FinderRun) -> None:
    """After commit: put the staged job on its queue (Redis down: the sweeper does)."""
    queues.enqueue_unqueued([test.id])


def _labels(joined: str, labels: dict) -> list[str]:
    return [labels.get(part, part) for part in joined.split(", ") if part]


def _draft(test: FinderRun) -> mail.Draft:
    # The visitor's email is stored only by a run that showed its results: a run that
    # failed after choosing tools (a failed check) showed the visitor an error instead.
    shown = bool(mail.emails_for(test.submission_id, purpose="finder"))
    tools = [
        {
            "name": tool["name"],
            "category": TOOL_CATEGORY_LABELS.get(tool["category"], tool["category"]),
            "website": tool["website"],
        }
        for tool in (test.recommendations if shown else None) or []
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
            "sector": SECTOR_LABELS.get(test.sector or ""),
            "tools": tools,
            "lead_url": leads.admin_url(test.submission_id),
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
