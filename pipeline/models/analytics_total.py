"""Daily counts of the public pages' funnel events (issue 27): how many form pages were
viewed, started and submitted, quiz steps answered, results shown and calls booked, per
page, source and device. Counts, never people: no row holds an IP address, a user agent, an
email or the page's flow id, and no single visit can be told apart from another. Kept for
ANALYTICS_TOTALS_MONTHS (25 by default); raw events are never stored."""

from sqlalchemy import Date, DateTime, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db

# Every column that makes a count's identity, in the order the Redis field spells them.
DIMENSIONS = (
    "flow",
    "step",
    "question",
    "path",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "device",
)


class AnalyticsTotal(db.Model):
    __tablename__ = "analytics_daily_totals"
    __table_args__ = (
        UniqueConstraint("day", *DIMENSIONS, name="uq_analytics_daily_totals_dimensions"),
        Index("ix_analytics_daily_totals_day", "day"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    day = mapped_column(Date, nullable=False)
    flow: Mapped[str] = mapped_column(String(20), nullable=False)
    step: Mapped[str] = mapped_column(String(20), nullable=False)
    # "" when the step has none: NULLs would make the unique constraint useless.
    question: Mapped[str] = mapped_column(String(2), nullable=False, default="")
    path: Mapped[str] = mapped_column(String(200), nullable=False)
    referrer_host: Mapped[str] = mapped_column(String(253), nullable=False, default="")
    utm_source: Mapped[str] = mapped_column(String(100), nullable=False, default="")
    utm_medium: Mapped[str] = mapped_column(String(100), nullable=False, default="")
    utm_campaign: Mapped[str] = mapped_column(String(100), nullable=False, default="")
    device: Mapped[str] = mapped_column(String(10), nullable=False)
    count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)


class AnalyticsFlush(db.Model):
    """A Redis hash of counts already added to the totals: a flush that crashed after its
    commit and is replayed finds its key here and skips it, so nothing counts twice."""

    __tablename__ = "analytics_flushes"

    key: Mapped[str] = mapped_column(String(120), primary_key=True)
    flushed_at = mapped_column(DateTime, nullable=False)
