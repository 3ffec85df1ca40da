"""One rule per kind of data with a period (pipeline/retention/schedule.py), in the order
the run applies them. Kinds whose copies or history other rules would delete with a person
come first (email copies, job history), so each record counts once, under the kind the
preview counted it in."""

from pipeline.retention.rules.people import LEADS, SPAM, UNCONFIRMED, UNSUBSCRIBED
from pipeline.retention.rules.records import (
    ANALYTICS,
    AUDIT,
    EMAIL_COPIES,
    JOB_HISTORY,
    NEWSLETTER_DELIVERIES,
)
from pipeline.retention.rules.rule import Due, Rule

RULES: tuple[Rule, ...] = (
    EMAIL_COPIES,
    JOB_HISTORY,
    NEWSLETTER_DELIVERIES,
    AUDIT,
    ANALYTICS,
    SPAM,
    UNSUBSCRIBED,
    UNCONFIRMED,
    LEADS,
)

__all__ = ["RULES", "Due", "Rule"]
