"""A new install's demo salesperson's hours (issue 34: `make run` shows real free times
from the first start): Monday to Friday, 9:00 to 17:30 London time, taking calls. The
account itself is made by pipeline.accounts (web/cli.py's load-demo)."""

from pipeline.models.availability import DEFAULT_TIMEZONE, SalesAvailability
from pipeline.models.db import db

WORKDAY = [["09:00", "17:30"]]
DEMO_HOURS = {
    **{day: WORKDAY for day in ("mon", "tue", "wed", "thu", "fri")},
    "sat": [],
    "sun": [],
}


def anyone_set() -> bool:
    return db.session.scalar(db.select(db.func.count()).select_from(SalesAvailability)) > 0


def demo_hours(user_id: int) -> bool:
    """Give `user_id` the demo hours unless they have hours already; whether it did."""
    if db.session.get(SalesAvailability, user_id) is not None:
        return False
    db.session.add(
        SalesAvailability(
            user_id=user_id, takes_calls=True, timezone=DEFAULT_TIMEZONE,
            weekly_hours=DEMO_HOURS, buffer_before_minutes=0, buffer_after_minutes=0,
            min_notice_minutes=240, max_calls_per_day=None,
        )
    )  # fmt: skip
    db.session.commit()
    return True
