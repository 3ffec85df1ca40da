"""The event totals added up the two ways the owner's overview reads them (issue 27): per
day and funnel step, and per day and source for the `view` step. Two years of totals are
hundreds of thousands of rows (one per page, source and device a day); these are a few
dozen a day, so a year's funnels and sources read in milliseconds.

Kept by the database itself: triggers on analytics_daily_totals (migration
overview0001_rollups) add each inserted, changed or deleted count in the same statement,
whoever writes the totals (the flush, the prune, a demo loader), so the two can't differ.
Never written by application code."""

from sqlalchemy import Date, Integer, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db


class AnalyticsDailyStep(db.Model):
    __tablename__ = "analytics_daily_steps"
    __table_args__ = (PrimaryKeyConstraint("day", "flow", "step", "question"),)

    day = mapped_column(Date, nullable=False)
    flow: Mapped[str] = mapped_column(String(20), nullable=False)
    step: Mapped[str] = mapped_column(String(20), nullable=False)
    question: Mapped[str] = mapped_column(String(2), nullable=False)
    count: Mapped[int] = mapped_column(Integer, nullable=False)


class AnalyticsDailyView(db.Model):
    __tablename__ = "analytics_daily_views"
    __table_args__ = (
        PrimaryKeyConstraint("day", "referrer_host", "utm_source", "utm_medium", "utm_campaign"),
    )

    day = mapped_column(Date, nullable=False)
    referrer_host: Mapped[str] = mapped_column(String(253), nullable=False)
    utm_source: Mapped[str] = mapped_column(String(100), nullable=False)
    utm_medium: Mapped[str] = mapped_column(String(100), nullable=False)
    utm_campaign: Mapped[str] = mapped_column(String(100), nullable=False)
    count: Mapped[int] = mapped_column(Integer, nullable=False)
