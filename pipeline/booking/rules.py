"""A salesperson's availability as the free-time engine reads it: plain values parsed from
their sales_availability row and date overrides, so engine.py never touches the database.

Hours are wall-clock "HH:MM" strings in the salesperson's zone; "24:00" ends a day at
midnight. An interval is [start, end): a call fits when it ends by the interval's end."""

import re
from dataclasses import dataclass, field
from datetime import date, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pipeline.models.availability import DAYS, DEFAULT_NOTICE_MINUTES

CLOCK = re.compile(r"([01]\d|2[0-3]):([0-5]\d)\Z|24:00\Z")
MIDNIGHT_END = time.max  # "24:00": the end of the day, whatever its length in hours

# (start, end) in the zone's wall-clock time; end MIDNIGHT_END for "24:00".
Hours = tuple[tuple[time, time], ...]


class RulesError(ValueError):
    """A value an admin gave that can't be availability: its message says which and why."""


def clock(text: object) -> time:
    if not isinstance(text, str) or not CLOCK.match(text):
        raise RulesError(f"Times are written HH:MM (00:00 to 24:00), not {text!r}.")
    if text == "24:00":
        return MIDNIGHT_END
    hours, minutes = text.split(":")
    return time(int(hours), int(minutes))


def hours(value: object) -> Hours:
    """[["09:00", "12:00"], ["13:00", "17:30"]] -> sorted, non-overlapping intervals."""
    if not isinstance(value, list) or len(value) > 12:
        raise RulesError("A day's hours are a list of at most 12 [start, end] pairs.")
    parsed = []
    for pair in value:
        if not (isinstance(pair, list | tuple) and len(pair) == 2):
            raise RulesError("Each of a day's hours is a [start, end] pair.")
        start, end = clock(pair[0]), clock(pair[1])
        if start == MIDNIGHT_END or end <= start:
            raise RulesError(f"{pair[0]}-{pair[1]}: the end must come after the start.")
        parsed.append((start, end))
    parsed.sort()
    for (_, end), (start, _) in zip(parsed, parsed[1:], strict=False):
        if start < end:
            raise RulesError("A day's hours must not overlap.")
    return tuple(parsed)


def week(value: object) -> dict[int, Hours]:
    """{"mon": [...], ...} -> {0: ..., 6: ...} (Monday 0, as date.weekday())."""
    if not isinstance(value, dict) or set(value) - set(DAYS):
        raise RulesError(f"Weekly hours are keyed by {', '.join(DAYS)}.")
    return {index: hours(value.get(name, [])) for index, name in enumerate(DAYS)}


def zone(name: object) -> ZoneInfo:
    if not isinstance(name, str) or not name or len(name) > 64:
        raise RulesError("Unknown time zone.")
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise RulesError(f"Unknown time zone: {name}.") from None


@dataclass(frozen=True)
class Rules:
    user_id: int
    zone: ZoneInfo
    weekly: dict[int, Hours]
    overrides: dict[date, Hours] = field(default_factory=dict)
    buffer_before: timedelta = timedelta(0)
    buffer_after: timedelta = timedelta(0)
    notice: timedelta = timedelta(minutes=DEFAULT_NOTICE_MINUTES)
    max_per_day: int | None = None

    def hours_on(self, day: date) -> Hours:
        if day in self.overrides:
            return self.overrides[day]
        return self.weekly.get(day.weekday(), ())
