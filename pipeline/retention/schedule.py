"""The retention schedule: how long each kind of data is kept, one table read by the daily
run, its preview, the admin's page and the public privacy policy alike, so what the policy
promises is what the run does. Periods are settings (web/config.py, README's Configuration)
read when used: changing one needs a restart, no rebuild."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from pipeline import analytics
from pipeline.models.db import utcnow
from pipeline.settings import setting


def period_text(number: int, unit: str) -> str:
    """ "24 months", "1 day": as the admin page and the privacy policy say a period."""
    return f"{number} {unit if number != 1 else unit.rstrip('s')}"


@dataclass(frozen=True)
class Kind:
    key: str
    label: str
    # The setting that holds the period, its default and unit; None: no period of its own
    # (kept with another kind, or until something happens), `kept` says which.
    setting: str | None
    default: int = 0
    unit: str = ""
    kept: str = ""
    # What happens when the period runs out, as the admin page and the policy say it.
    then: str = ""

    def period(self) -> int | None:
        return int(setting(self.setting, self.default)) if self.setting else None

    def period_text(self) -> str:
        """ "24 months", "30 days", or what it is kept with."""
        number = self.period()
        return self.kept if number is None else period_text(number, self.unit)

    def cutoff(self, now: datetime | None = None) -> datetime | None:
        """Records older than this are due; None for a kind without a period."""
        number = self.period()
        if number is None:
            return None
        now = now or utcnow()
        if self.unit == "days":
            return now - timedelta(days=number)
        return datetime.combine(analytics.months_back(now.date(), number), now.time())


LEADS = Kind(
    "leads", "Leads", "RETENTION_LEAD_MONTHS", 24, "months",
    then="A person whose newest lead, stage change, note, form submission or discovery call "
    "is older than this is erased, as on request: their submissions, tool finder answers, "
    "contact messages, booked calls, notes, stage history and stored emails.",
)  # fmt: skip
FINDER_INPUTS = Kind(
    "finder_inputs", "AI Tool Finder answers", None, kept="with their lead",
    then="Erased with the lead they belong to.",
)  # fmt: skip
BOOKINGS = Kind(
    "bookings", "Booked discovery calls (and what the visitor said they want to talk about)",
    None, kept="with their lead",
    then="Erased with the lead they belong to: the call, its reminders and everything the "
    "visitor typed when booking it. A call still to come, or moved or cancelled within the "
    "leads' period, keeps its person.",
)  # fmt: skip
SPAM = Kind(
    "spam", "Spam and suspect submissions", "RETENTION_SPAM_DAYS", 30, "days",
    then="Erased; a person with real leads too keeps those.",
)  # fmt: skip
EMAIL_COPIES = Kind(
    "email_copies", "Stored copies of sent emails and their PDFs",
    "RETENTION_EMAIL_COPY_MONTHS", 12, "months",
    then="The copy (text and attachments, and its .eml file) is deleted; the lead keeps a "
    "line saying what was sent, when and to whom.",
)  # fmt: skip
UNCONFIRMED = Kind(
    "unconfirmed_signups", "Unconfirmed newsletter sign-ups",
    "RETENTION_UNCONFIRMED_SIGNUP_DAYS", 30, "days",
    then="The sign-up and its consent record are deleted; the form submission is a lead "
    "like any other.",
)  # fmt: skip
SUBSCRIBERS = Kind(
    "unsubscribed", "Subscribers to our lists", None, kept="until they unsubscribe",
    then="Confirmed subscribers are never erased by the schedule. Once they unsubscribe, "
    "the sign-up is deleted at the next run and only the suppression entry is kept, so we "
    "never mail them again.",
)  # fmt: skip
NEWSLETTER_DELIVERIES = Kind(
    "newsletter_deliveries", "Records of which newsletter issue went to whom",
    "RETENTION_NEWSLETTER_DELIVERY_MONTHS", 12, "months",
    then="Deleted once the issue's send has ended; the issue keeps its totals (sent, "
    "failed, skipped) and stays in the archive.",
)  # fmt: skip
AUDIT = Kind(
    "audit_log", "Audit log of data requests and erasures", "RETENTION_AUDIT_MONTHS", 24,
    "months", then="Deleted.",
)  # fmt: skip
JOB_HISTORY = Kind(
    "job_history", "Background job history", "RETENTION_JOB_HISTORY_DAYS", 30, "days",
    then="Finished outbox entries and failed jobs are deleted.",
)  # fmt: skip
ANALYTICS = Kind(
    "analytics_totals", "Daily visit totals (counts, no people)", "ANALYTICS_TOTALS_MONTHS",
    25, "months", then="Deleted, a day at a time.",
)  # fmt: skip

# In the order the admin page and the privacy policy list them.
SCHEDULE = (
    LEADS, FINDER_INPUTS, BOOKINGS, SPAM, EMAIL_COPIES, UNCONFIRMED, SUBSCRIBERS,
    NEWSLETTER_DELIVERIES, AUDIT, JOB_HISTORY, ANALYTICS,
)  # fmt: skip
BY_KEY = {kind.key: kind for kind in SCHEDULE}


def schedule_json() -> list[dict]:
    """The table as settings say now: the admin page's and the privacy policy's."""
    return [
        {
            "kind": kind.key,
            "label": kind.label,
            "setting": kind.setting,
            "period": kind.period(),
            "unit": kind.unit or None,
            "period_text": kind.period_text(),
            "then": kind.then,
        }
        for kind in SCHEDULE
    ]
