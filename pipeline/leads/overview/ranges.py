"""The overview's date range: inclusive UTC days, the period just before it of the same
length (what every figure is compared with), and its buckets: days up to 31 days, else ISO
weeks named by their Monday (a year of days would be 365 bars nobody can read)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

DEFAULT_DAYS = 30
MAX_MONTHS = 25  # the totals are kept this long (ANALYTICS_TOTALS_MONTHS' default)
DAY_BUCKET_MAX_DAYS = 31
# Dates outside these are typing mistakes, and far enough from date.min/max that the
# previous period can always be worked out.
EARLIEST, LATEST = date(2000, 1, 1), date(2100, 12, 31)
DATE_FORMAT = re.compile(r"\d{4}-\d{2}-\d{2}")

BAD_DATE = "Enter a date as YYYY-MM-DD."
OUT_OF_BOUNDS = "Choose a date between 2000 and 2100."
BACKWARDS = "The range must end on or after its first day."
TOO_LONG = f"Choose a range of at most {MAX_MONTHS} months."


class RangeError(ValueError):
    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field, self.message = field, message


@dataclass(frozen=True)
class Range:
    start: date
    end: date  # inclusive

    @property
    def days(self) -> int:
        return (self.end - self.start).days + 1

    @property
    def previous_end(self) -> date:
        return self.start - timedelta(days=1)

    @property
    def previous_start(self) -> date:
        return self.start - timedelta(days=self.days)

    @property
    def bucket(self) -> str:
        return "day" if self.days <= DAY_BUCKET_MAX_DAYS else "week"

    def period_of(self, day: date) -> date:
        return day if self.bucket == "day" else day - timedelta(days=day.weekday())

    def periods(self) -> list[date]:
        """Every bucket of the range in order, each named by its first day (a week's Monday,
        which may fall before the range's first day)."""
        step = timedelta(days=1 if self.bucket == "day" else 7)
        found, period = [], self.period_of(self.start)
        while period <= self.end:
            found.append(period)
            period += step
        return found

    def bounds(self, previous: bool = False) -> tuple[datetime, datetime]:
        """[start, end) as datetimes, for timestamp columns (stored as naive UTC)."""
        if previous:
            return at_midnight(self.previous_start), at_midnight(self.start)
        return at_midnight(self.start), at_midnight(self.end + timedelta(days=1))

    def to_json(self) -> dict:
        return {
            "from": self.start.isoformat(),
            "to": self.end.isoformat(),
            "previousFrom": self.previous_start.isoformat(),
            "previousTo": self.previous_end.isoformat(),
            "bucket": self.bucket,
        }


def at_midnight(day: date) -> datetime:
    return datetime.combine(day, datetime.min.time())


def months_before(day: date, months: int) -> date:
    """The same day of the month `months` earlier (the month's last day when it is shorter)."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    month += 1
    for length in (31, 30, 29, 28):
        try:
            return date(year, month, min(day.day, length))
        except ValueError:
            continue
    raise AssertionError("unreachable")


def _day(field: str, value: str | None) -> date | None:
    text = (value or "").strip()
    if not text:
        return None
    if not DATE_FORMAT.fullmatch(text):
        raise RangeError(field, BAD_DATE)
    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise RangeError(field, BAD_DATE) from None
    if not EARLIEST <= day <= LATEST:
        raise RangeError(field, OUT_OF_BOUNDS)
    return day


def parse_range(start: str | None, end: str | None, today: date) -> Range:
    """The range the query asks for: `to` defaults to today, `from` to 30 days ending on
    `to`. At most MAX_MONTHS months: from must be on or after the day that many months
    before the day after `to` (so 2024-10-28..2026-11-27 is the longest ending 11-27)."""
    last = _day("to", end) or today
    first = _day("from", start) or last - timedelta(days=DEFAULT_DAYS - 1)
    if last < first:
        raise RangeError("to", BACKWARDS)
    if first < months_before(last + timedelta(days=1), MAX_MONTHS):
        raise RangeError("from", TOO_LONG)
    return Range(first, last)
