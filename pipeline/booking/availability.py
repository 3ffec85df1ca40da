"""Free times as visitors see them (GET /api/booking/slots, the admin's preview): the team's
rules and calls read from the database, busy times from calendars, bank holidays, then the
engine. A visitor with an owner is offered the owner's times when the owner has any."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from pipeline.booking import engine, event, team
from pipeline.booking.holiday_days import bank_holidays


@dataclass(frozen=True)
class Window:
    start: datetime
    end: datetime


def window(now: datetime, start: datetime | None, end: datetime | None) -> Window:
    """[start, end) clamped to now .. now + BOOKING_WINDOW_DAYS (the whole window when
    either is missing). An empty window has end == start."""
    latest = now + event.current().window
    start = min(max(start or now, now), latest)
    end = max(min(end or latest, latest), start)
    return Window(start, end)


def team_times(
    now: datetime,
    span: Window,
    user_ids: list[int] | None = None,
    except_booking: str | None = None,
) -> dict[datetime, list[int]]:
    """Each free start instant in `span` with who is free at it. `user_ids`: only them
    (whether or not they take calls: a preview); `except_booking`: that call's own time
    counts as free (its reschedule)."""
    if span.end <= span.start:
        return {}
    call = event.current()
    first, last = span.start.date() - timedelta(days=1), span.end.date() + timedelta(days=1)
    rules = team.taking_calls(first, last, user_ids)
    busy, stale = team.calendar_state([r.user_id for r in rules], span.start, span.end, now)
    if user_ids is None:  # a stale calendar's times are not offered (a preview shows them)
        rules = [r for r in rules if r.user_id not in stale]
    ids = [r.user_id for r in rules]
    return engine.free_times(
        rules,
        busy,
        team.booked_calls(ids, span.start, span.end, except_booking),
        now=now,
        start=span.start,
        end=span.end,
        length=call.length,
        holidays=bank_holidays(call.region, first, last),
    )


def offered(times: dict[datetime, list[int]], owner: int | None) -> dict[datetime, list[int]]:
    """The owner's times when they have any in the window, else everyone's."""
    if owner is not None:
        own = {t: [owner] for t, who in times.items() if owner in who}
        if own:
            return own
    return times


def nearest(times: dict[datetime, list[int]], wanted: datetime, count: int = 6) -> list[datetime]:
    """The `count` free instants nearest `wanted`, in time order."""
    closest = sorted(times, key=lambda t: (abs(t - wanted), t))[:count]
    return sorted(closest)
