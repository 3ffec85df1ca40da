"""Salespeople taking discovery calls, for the booking tests (issue 34)."""

from flask import Flask

from pipeline.models.availability import SalesAvailability
from pipeline.models.db import db
from tests.support.admin_accounts import make_account

ALL_DAY = {day: [["00:00", "24:00"]] for day in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
WORKDAYS = {
    **{day: [["09:00", "17:30"]] for day in ("mon", "tue", "wed", "thu", "fri")},
    "sat": [],
    "sun": [],
}


def salesperson(
    app: Flask,
    email: str = "sam@example.co.uk",
    hours: dict | None = None,
    zone: str = "Europe/London",
    notice: int = 60,
    before: int = 0,
    after: int = 0,
    cap: int | None = None,
    takes_calls: bool = True,
) -> int:
    user_id = make_account(app, email, "sales", first_name="Sam")
    with app.app_context():
        db.session.add(
            SalesAvailability(
                user_id=user_id, takes_calls=takes_calls, timezone=zone,
                weekly_hours=hours or ALL_DAY, buffer_before_minutes=before,
                buffer_after_minutes=after, min_notice_minutes=notice, max_calls_per_day=cap,
            )
        )  # fmt: skip
        db.session.commit()
    return user_id
