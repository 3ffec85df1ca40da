"""Connecting, replacing and removing a salesperson's calendar, and how a connection is
described to admins: never its password or feed address (only the host), with a warning
once its times are no longer offered."""

from __future__ import annotations

from datetime import datetime

from pipeline.calendars import addresses, cache
from pipeline.calendars.errors import CalendarError
from pipeline.calendars.sealing import Unreadable, seal, unseal
from pipeline.calendars.staging import forget_unwritten
from pipeline.models.calendar_connection import CALDAV, ICS, KINDS, CalendarConnection
from pipeline.models.db import db, utcnow
from pipeline.models.profile import Profile
from pipeline.models.user import User

URL_MAX = 2000
USERNAME_MAX = 200
PASSWORD_MAX = 500
TAKES_CALENDARS = ("sales",)
NO_SUCH_PERSON = "There is no sales account with that id."


def iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat(timespec="seconds") + "Z"


def _refuse(message: str, field: str | None = None, status: int = 400) -> CalendarError:
    return CalendarError(status, message, "invalid" if status == 400 else "not_found", field)


def _person(user_id: int) -> None:
    role = db.session.scalar(
        db.select(Profile.role).join(User, User.id == Profile.id).where(User.id == user_id)
    )
    if role not in TAKES_CALENDARS:
        raise _refuse(NO_SUCH_PERSON, status=404)


def _address(url: str, kind: str) -> tuple[str, str]:
    url = addresses.normalised(url.strip()) if kind == ICS else url.strip()
    if not url:
        raise _refuse("Enter the calendar's address.", "url")
    if len(url) > URL_MAX:
        raise _refuse(f"The address must be at most {URL_MAX} characters.", "url")
    refusal = addresses.check_on_save(url)
    if refusal is not None:
        raise _refuse(str(refusal), "url")
    return url, addresses.host_of(url)


def _same_calendar(existing: CalendarConnection, kind: str, url: str, user: str | None) -> bool:
    """Whether a save is an edit of the calendar already connected (its busy times stand)."""
    if existing.kind != kind:
        return False
    if kind == CALDAV:
        return existing.server_url == url and existing.username == user
    try:
        return unseal(existing.secret) == url
    except Unreadable:
        return False


def save(
    user_id: int, kind: str, url: str, username: str | None = None, password: str | None = None
) -> CalendarConnection:
    """Connect (or replace) this person's calendar; the caller commits, then reads it."""
    _person(user_id)
    if kind not in KINDS:
        raise _refuse("Choose a CalDAV account or an ICS feed.", "kind")
    url, host = _address(url, kind)
    existing = db.session.get(CalendarConnection, user_id)
    username = (username or "").strip() if kind == CALDAV else None
    if kind == CALDAV and not username:
        raise _refuse("Enter the user name (usually your email address).", "username")
    if username is not None and len(username) > USERNAME_MAX:
        raise _refuse(f"The user name must be at most {USERNAME_MAX} characters.", "username")
    same = existing is not None and _same_calendar(existing, kind, url, username)
    if kind == ICS:
        secret = seal(url)
    elif password:
        if len(password) > PASSWORD_MAX:
            raise _refuse(f"The password must be at most {PASSWORD_MAX} characters.", "password")
        secret = seal(password)
    elif same:
        secret = existing.secret  # unchanged: an edit needn't type the password again
    else:
        raise _refuse("Enter the app password your calendar service made for this.", "password")
    if not same:  # another calendar: the last one's times and state don't carry over
        cache.forget(user_id)
    if kind == CALDAV:
        forget_unwritten(user_id)  # calls it couldn't take before are written now
    connection = existing or CalendarConnection(user_id=user_id, version=0)
    if not same:
        connection.connected_at = utcnow()
        connection.last_ok_at = connection.failing_since = connection.last_error = None
        connection.method = connection.calendar_url = None
    connection.kind, connection.host, connection.secret = kind, host, secret
    connection.server_url = url if kind == CALDAV else None
    connection.username = username
    connection.version = (connection.version or 0) + 1
    connection.refresh_requested_at = utcnow()
    if existing is None:
        db.session.add(connection)
    return connection


def remove(user_id: int) -> bool:
    """Disconnect: the connection and its busy times go (the caller commits). Calls already
    written into the calendar stay there, as the salesperson's own."""
    connection = db.session.get(CalendarConnection, user_id)
    if connection is None:
        return False
    cache.forget(user_id)
    db.session.delete(connection)
    return True


def _when(moment: datetime) -> str:
    return f"{moment:%H:%M} UTC on {moment.day} {moment:%B %Y}"


def status(connection: CalendarConnection, now: datetime) -> str:
    if cache.last_good(connection) < cache.naive(now) - cache.stale_after():
        return "stale"
    if connection.failing_since is not None:
        return "failing"
    return "ok" if connection.last_ok_at is not None else "waiting"


def warning(connection: CalendarConnection, now: datetime) -> str | None:
    """The warning shown once the calendar's times are no longer offered, else None."""
    if status(connection, now) != "stale":
        return None
    if connection.last_ok_at is None:
        since = f"has not been read since it was connected ({_when(connection.connected_at)})"
    else:
        since = f"has not answered since {_when(connection.last_ok_at)}"
    error = f" Last error: {connection.last_error}" if connection.last_error else ""
    return (
        f"The calendar on {connection.host} {since}, so this person's times are not offered "
        f"to visitors until it answers.{error}"
    )


def describe(connection: CalendarConnection, now: datetime) -> dict:
    return {
        "kind": connection.kind,
        "host": connection.host,
        # A CalDAV server's address is no secret; a feed's address is its password.
        "url": connection.server_url if connection.kind == CALDAV else None,
        "username": connection.username,
        "status": status(connection, now),
        "writes_calls": connection.kind == CALDAV,
        "connected_at": iso(connection.connected_at),
        "last_ok_at": iso(connection.last_ok_at),
        "last_attempt_at": iso(connection.last_attempt_at),
        "failing_since": iso(connection.failing_since),
        "last_error": connection.last_error,
        "method": connection.method,
    }


def panel(user_ids: list[int], now: datetime) -> dict[int, dict]:
    """For /admin/availability: each person's {"calendar": {...} | None,
    "calendar_warning": str | None}."""
    found = {
        c.user_id: c
        for c in db.session.scalars(
            db.select(CalendarConnection).where(CalendarConnection.user_id.in_(user_ids))
        )
    }
    return {
        uid: {
            "calendar": describe(found[uid], now) if uid in found else None,
            "calendar_warning": warning(found[uid], now) if uid in found else None,
        }
        for uid in user_ids
    }


def stale_ones(now: datetime) -> list[tuple[str, str]]:
    """Every connected calendar whose times are not offered: (who, warning), for the job
    dashboard's health panel."""
    cutoff = cache.naive(now) - cache.stale_after()
    rows = db.session.execute(
        db.select(CalendarConnection, User.email, Profile.first_name)
        .join(User, User.id == CalendarConnection.user_id)
        .outerjoin(Profile, Profile.id == User.id)
        .order_by(CalendarConnection.user_id)
    ).all()
    found = []
    for connection, email, name in rows:
        if cache.last_good(connection) < cutoff:
            found.append((name or email, warning(connection, now) or ""))
    return found


def connected_count() -> int:
    return db.session.scalar(db.select(db.func.count()).select_from(CalendarConnection)) or 0


def mark_refresh(user_id: int) -> bool:
    """An admin's "Refresh now", kept on the row (the caller commits, then queues the read)."""
    connection = db.session.get(CalendarConnection, user_id)
    if connection is None:
        return False
    connection.refresh_requested_at = utcnow()
    return True
