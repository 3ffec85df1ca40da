"""The free-time engine (issue 34): which start instants each salesperson can take a call
at, as a pure function of their rules, their busy intervals and a clock. No database, no
settings: the caller gathers those (availability.py), tests pass a fixed clock.

Candidates step through each working interval by the call's length, in UTC: the interval's
wall-clock ends are turned into instants once, so a day the clocks change on (last Sunday of
March and of October in the UK) is as long as it really is, and no instant is offered twice
or skipped. A candidate is free when:
- its local day is no bank holiday and its interval is that day's (an override, else the
  weekly hours);
- it is at least the salesperson's notice after `now`, and inside [start, end);
- the call with its buffers around it, [start - before, start + length + after), overlaps
  none of their busy intervals (calendar events, and their booked calls' blocked ranges:
  the same test the database's exclusion constraint makes);
- their day (in their zone) has fewer calls booked than their cap."""

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from pipeline.booking.rules import MIDNIGHT_END, Rules

Interval = tuple[datetime, datetime]  # aware UTC, [start, end)


class Busy:
    """One person's busy time: the intervals merged and sorted, for a bisect per question."""

    def __init__(self, intervals: Iterable[Interval]):
        merged: list[list[datetime]] = []
        for start, end in sorted(i for i in intervals if i[1] > i[0]):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        self.starts = [m[0] for m in merged]
        self.ends = [m[1] for m in merged]

    def overlaps(self, start: datetime, end: datetime) -> bool:
        index = bisect_right(self.ends, start)  # the first interval ending after `start`
        return index < len(self.starts) and self.starts[index] < end


@dataclass(frozen=True)
class Booked:
    """A confirmed call: its start (for the daily cap) and blocked range (for overlaps)."""

    starts_at: datetime
    blocked_from: datetime
    blocked_until: datetime


def _instant(day: date, wall: time, zone) -> datetime:
    if wall == MIDNIGHT_END:
        return datetime.combine(day + timedelta(days=1), time(0), tzinfo=zone).astimezone(UTC)
    return datetime.combine(day, wall, tzinfo=zone).astimezone(UTC)


def working_intervals(
    rules: Rules, start: datetime, end: datetime, holidays: frozenset[date] | set[date]
) -> Iterator[tuple[date, datetime, datetime]]:
    """(local day, UTC start, UTC end) of each working interval that meets [start, end)."""
    first = start.astimezone(rules.zone).date() - timedelta(days=1)
    last = end.astimezone(rules.zone).date()
    day = first
    while day <= last:
        if day not in holidays:
            for wall_start, wall_end in rules.hours_on(day):
                begins = _instant(day, wall_start, rules.zone)
                ends = _instant(day, wall_end, rules.zone)
                if begins < end and ends > start and ends > begins:
                    yield day, begins, ends
        day += timedelta(days=1)


def free_starts(
    rules: Rules,
    busy: Iterable[Interval],
    booked: Iterable[Booked],
    *,
    now: datetime,
    start: datetime,
    end: datetime,
    length: timedelta,
    holidays: frozenset[date] | set[date] = frozenset(),
) -> list[datetime]:
    """One salesperson's free start instants in [start, end), sorted, aware UTC."""
    booked = list(booked)
    blocked = Busy([*busy, *((b.blocked_from, b.blocked_until) for b in booked)])
    per_day = Counter(b.starts_at.astimezone(rules.zone).date() for b in booked)
    earliest = max(start, now + rules.notice)
    found: list[datetime] = []
    for day, begins, ends in working_intervals(rules, earliest, end, holidays):
        if rules.max_per_day is not None and per_day[day] >= rules.max_per_day:
            continue
        candidate = begins
        while candidate + length <= ends:
            if (
                candidate >= earliest
                and candidate < end
                and not blocked.overlaps(
                    candidate - rules.buffer_before, candidate + length + rules.buffer_after
                )
            ):
                found.append(candidate)
            candidate += length
    found.sort()
    return found


def free_times(
    everyone: Iterable[Rules],
    busy: dict[int, list[Interval]],
    booked: dict[int, list[Booked]],
    *,
    now: datetime,
    start: datetime,
    end: datetime,
    length: timedelta,
    holidays: frozenset[date] | set[date] = frozenset(),
) -> dict[datetime, list[int]]:
    """Every free start instant of the team, with who is free at it (sorted by instant)."""
    who: dict[datetime, list[int]] = {}
    for rules in everyone:
        for instant in free_starts(
            rules,
            busy.get(rules.user_id, ()),
            booked.get(rules.user_id, ()),
            now=now,
            start=start,
            end=end,
            length=length,
            holidays=holidays,
        ):
            who.setdefault(instant, []).append(rules.user_id)
    return dict(sorted(who.items()))


def blocked_range(rules: Rules, starts_at: datetime, length: timedelta) -> Interval:
    """What a call at `starts_at` keeps the salesperson from: the call with its buffers."""
    return starts_at - rules.buffer_before, starts_at + length + rules.buffer_after
