"""Cookieless funnel analytics (issue 27): the public pages' events validated (events.py),
bots left out (bots.py), counted per day in Redis once per page flow (counting.py), moved
into analytics_daily_totals exactly once (flushing.py) and kept ANALYTICS_TOTALS_MONTHS
(retention.py). Counts, never people: docs/analytics.md. What web/ and worker/ may call."""

from pipeline.analytics.bots import is_bot
from pipeline.analytics.counting import Allowance, OverAllowance, count
from pipeline.analytics.events import (
    DEVICES,
    FLOW_ID,
    FLOWS,
    QUESTIONS,
    STEPS,
    Event,
    InvalidEvent,
    check_question,
    check_step,
    clean_path,
    referrer_host,
    shortened_utm,
    utm_value,
)
from pipeline.analytics.flushing import FlushReport, flush, forget_flushed_keys
from pipeline.analytics.retention import months_back, oldest_kept, prune

__all__ = [
    "DEVICES",
    "FLOWS",
    "FLOW_ID",
    "QUESTIONS",
    "STEPS",
    "Allowance",
    "Event",
    "FlushReport",
    "InvalidEvent",
    "OverAllowance",
    "check_question",
    "check_step",
    "clean_path",
    "count",
    "flush",
    "forget_flushed_keys",
    "is_bot",
    "months_back",
    "oldest_kept",
    "prune",
    "referrer_host",
    "shortened_utm",
    "utm_value",
]
