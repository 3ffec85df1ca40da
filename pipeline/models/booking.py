"""A discovery call booked on the site (issue 34). Its lead is a Submission of kind
"booking" (submission_id); this row is the call itself.

The person's details a visitor typed live here and nowhere else in the booking tables
(name, email, email_key, company, message, phone, visitor_timezone), so export, erase and
retention have one place to look. `email_key` is the address's look-up key
(pipeline.mail.address_key), indexed.

Never two calls for one salesperson at once: on PostgreSQL an exclusion constraint
(migration booking0001_tables: btree_gist, `salesperson_id WITH =, tsrange(blocked_from,
blocked_until) WITH &&` for confirmed calls) refuses the overlap in the database itself; on
SQLite the booking transaction holds the database's write lock (BEGIN IMMEDIATE) while it
re-checks (pipeline/booking/reserve.py). blocked_* are the call's times with the salesperson's
buffers around them, stored so the constraint reads columns, not rules."""

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, new_id, utcnow

CONFIRMED = "confirmed"
CANCELLED = "cancelled"
STATUSES = (CONFIRMED, CANCELLED)
OUTCOMES = ("attended", "no_show")
# The columns that hold what the visitor told us (export, erase, retention).
PERSONAL_FIELDS = ("name", "email", "email_key", "company", "message", "phone")


class Booking(db.Model):
    __tablename__ = "bookings"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    submission_id: Mapped[str] = mapped_column(
        ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False, unique=True
    )
    # RESTRICT: an account with calls is not deleted out from under them.
    salesperson_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="RESTRICT"), nullable=False
    )
    starts_at = mapped_column(DateTime, nullable=False)  # UTC, naive like every table
    ends_at = mapped_column(DateTime, nullable=False)
    blocked_from = mapped_column(DateTime, nullable=False)
    blocked_until = mapped_column(DateTime, nullable=False)
    status: Mapped[str] = mapped_column(String(20), nullable=False, default=CONFIRMED)
    outcome: Mapped[str | None] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    email_key: Mapped[str] = email_key_column(nullable=False)
    company: Mapped[str] = mapped_column(String(200), nullable=False)
    message: Mapped[str | None] = mapped_column(Text)
    phone: Mapped[str | None] = mapped_column(String(40))
    visitor_timezone: Mapped[str] = mapped_column(String(64), nullable=False)
    # The finder run (its submission id) the visitor came from; not a foreign key, as on
    # contact_messages: the visitor's word, kept when the run is erased.
    finder_run_id: Mapped[str | None] = mapped_column(String(36))
    plan: Mapped[str | None] = mapped_column(String(20))
    # The invitation's UID, stable across reschedules; SEQUENCE is raised on each.
    ical_uid: Mapped[str] = mapped_column(String(120), nullable=False)
    sequence: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
    cancelled_at = mapped_column(DateTime)

    __table_args__ = (
        Index("ix_bookings_salesperson_blocked", "salesperson_id", "blocked_from"),
        Index("ix_bookings_starts_at", "starts_at"),
        Index("ix_bookings_email_key", "email_key"),
    )
