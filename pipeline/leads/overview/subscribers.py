"""The newsletter list's size and growth (issue 36): confirmed subscribers now, and per day
or week of the range those who confirmed and those who left (unsubscribed, or bounced,
through a newsletter email: the suppression list keeps when, after their sign-up itself is
gone), with the period before's totals."""

from __future__ import annotations

from collections import defaultdict
from datetime import date

from pipeline.leads.overview.leads_series import as_date
from pipeline.leads.overview.ranges import Range
from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup

LIST = "newsletter"


def _by_day(column, *conditions, since, until) -> list[tuple[date, int]]:
    day = db.func.date(column)
    rows = db.session.execute(
        db.select(day, db.func.count())
        .where(*conditions, column >= since, column < until)
        .group_by(day)
    )
    return [(as_date(found), count) for found, count in rows]


def subscribers_json(window: Range) -> dict:
    since, _ = window.bounds(previous=True)
    _, until = window.bounds()
    size = db.session.scalar(
        db.select(db.func.count())
        .select_from(Signup)
        .where(
            Signup.list_name == LIST,
            Signup.status == "subscribed",
            Signup.confirmed_at.is_not(None),
        )  # fmt: skip
    )
    counts = {
        "joined": _by_day(Signup.confirmed_at, Signup.list_name == LIST, since=since, until=until),
        "left": _by_day(
            MailSuppression.created_at, MailSuppression.list_name == LIST, since=since, until=until
        ),  # fmt: skip
    }
    totals = {"joined": 0, "left": 0, "previousJoined": 0, "previousLeft": 0}
    by_period: dict[date, dict[str, int]] = defaultdict(lambda: {"joined": 0, "left": 0})
    for key, rows in counts.items():
        for day, count in rows:
            if day < window.start:
                totals["previous" + key.title()] += count
            else:
                totals[key] += count
                by_period[window.period_of(day)][key] += count
    series = [
        {"period": period.isoformat(), **(by_period.get(period) or {"joined": 0, "left": 0})}
        for period in window.periods()
    ]
    return {"size": size, **totals, "series": series}
