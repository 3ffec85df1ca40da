"""A new install's demo salesperson (issue 34: `make run` shows real free times from the
first start): a sales account nobody can sign in to (a random password nobody knows; an
admin may reset it or give its calls to real people), taking calls Monday to Friday, 9:00
to 17:30 London time. Made once: an install with any availability set keeps its own."""

import secrets

from werkzeug.security import generate_password_hash

from pipeline.models.availability import DEFAULT_TIMEZONE, SalesAvailability
from pipeline.models.db import db, utcnow
from pipeline.models.profile import Profile
from pipeline.models.user import User
from pipeline.settings import setting

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


def load_demo_salesperson() -> int:
    """The demo account and its hours, unless anyone has hours already; rows created."""
    if anyone_set():
        return 0
    email = f"demo-sales@{setting('MAIL_DOMAIN') or 'example.co.uk'}"
    user = db.session.scalars(db.select(User).where(User.email == email)).first()
    created = 0
    if user is None:
        user = User(
            email=email,
            password_hash=generate_password_hash(secrets.token_urlsafe(32)),
            session_version=1,
            email_verified_at=utcnow(),
        )
        db.session.add(user)
        db.session.flush()
        db.session.add(Profile(id=user.id, email=email, first_name="Demo", role="sales"))
        created = 2
    demo_hours(user.id)
    return created + 1
