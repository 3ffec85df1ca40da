"""A salesperson's own calendar (issue 34, pipeline/calendars/): a CalDAV account or a
private ICS feed, read for busy times so a visitor is never offered a time they are
already taken; a CalDAV calendar also receives their booked calls.

`secret` is sealed (Fernet, pipeline/calendars/sealing.py): the CalDAV app password, or the
whole feed address, which is itself a password (anyone holding it reads the calendar).
Neither is ever answered, logged or exported; the server address and user name of a CalDAV
account are not secret and are shown to admins."""

from sqlalchemy import DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow

CALDAV = "caldav"
ICS = "ics"
KINDS = (CALDAV, ICS)


class CalendarConnection(db.Model):
    __tablename__ = "calendar_connections"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    kind: Mapped[str] = mapped_column(String(10), nullable=False)
    # CalDAV only: the address given (a server, an account or one calendar) and the login.
    server_url: Mapped[str | None] = mapped_column(String(2000))
    username: Mapped[str | None] = mapped_column(String(200))
    secret: Mapped[str] = mapped_column(Text, nullable=False)
    # The host alone, for the admin page: "caldav.fastmail.com", "calendar.google.com".
    host: Mapped[str] = mapped_column(String(255), nullable=False)
    # CalDAV: the calendar booked calls are written to, found by the first good read.
    calendar_url: Mapped[str | None] = mapped_column(String(2000))
    # Raised on every save: a read that began before it stores nothing.
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    connected_at = mapped_column(DateTime, nullable=False, default=utcnow)
    # The last read that worked, the last one tried, and since when they have failed.
    last_ok_at = mapped_column(DateTime)
    last_attempt_at = mapped_column(DateTime)
    failing_since = mapped_column(DateTime)
    last_error: Mapped[str | None] = mapped_column(String(500))
    # How the last good read was made: "free-busy", "events" or "feed".
    method: Mapped[str | None] = mapped_column(String(20))
    # An admin's "Refresh now": the worker's timer reads it if no job did meanwhile.
    refresh_requested_at = mapped_column(DateTime)
    updated_at = mapped_column(DateTime, nullable=False, default=utcnow, onupdate=utcnow)
