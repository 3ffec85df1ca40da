"""The free-time engine on a fixed clock (issue 34): working hours, overrides, buffers,
notice, window, daily cap, bank holidays per nation, both clock changes; and, for every
input Hypothesis finds, no offered call meets a busy interval and every one lies inside
working hours in the salesperson's own zone. Pure: no database."""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.booking import Booked, Rules, bank_holidays, free_starts
from pipeline.booking.rules import week

LONDON = ZoneInfo("Europe/London")
HALF_HOUR = timedelta(minutes=30)
WEEKDAYS = week({d: [["09:00", "17:30"]] for d in ("mon", "tue", "wed", "thu", "fri")})
ALL_DAY = week({d: [["00:00", "24:00"]] for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")})
MONDAY = datetime(2026, 12, 7, 6, 0, tzinfo=UTC)  # Monday 7 December 2026, 06:00 in London


def rules(**changes) -> Rules:
    return Rules(**{"user_id": 1, "zone": LONDON, "weekly": WEEKDAYS, "notice": timedelta(0),
                    **changes})  # fmt: skip


def day_slots(r: Rules, day: date, busy=(), booked=(), now=None, holidays=frozenset()):
    start = datetime.combine(day, time(0), tzinfo=r.zone).astimezone(UTC)
    end = start + timedelta(days=1, hours=2)
    return free_starts(
        r, busy, booked, now=now or start - timedelta(days=1), start=start, end=end,
        length=HALF_HOUR, holidays=holidays,
    )  # fmt: skip


def local(slots) -> list[str]:
    return [s.astimezone(LONDON).strftime("%H:%M") for s in slots]


def test_working_hours_in_the_salespersons_zone():
    slots = day_slots(rules(), date(2026, 12, 7))
    assert local(slots)[0] == "09:00" and local(slots)[-1] == "17:00" and len(slots) == 17
    assert day_slots(rules(), date(2026, 12, 12)) == []  # Saturday
    new_york = rules(zone=ZoneInfo("America/New_York"))
    first = day_slots(new_york, date(2026, 12, 7))[0]
    assert first == datetime(2026, 12, 7, 14, 0, tzinfo=UTC)  # 09:00 EST


def test_an_override_replaces_the_day_and_an_empty_one_is_a_day_off():
    day = date(2026, 12, 8)
    assert local(day_slots(rules(overrides={day: ((time(10), time(11)),)}), day)) == [
        "10:00", "10:30",
    ]  # fmt: skip
    assert day_slots(rules(overrides={day: ()}), day) == []


def test_buffers_keep_a_gap_around_busy_time():
    day = date(2026, 12, 7)
    meeting = (datetime(2026, 12, 7, 12, 0, tzinfo=UTC), datetime(2026, 12, 7, 13, 0, tzinfo=UTC))
    plain = local(day_slots(rules(), day, busy=[meeting]))
    assert "11:30" in plain and "12:00" not in plain and "12:30" not in plain and "13:00" in plain
    padded = local(
        day_slots(rules(buffer_before=timedelta(minutes=15), buffer_after=timedelta(minutes=15)),
                  day, busy=[meeting])
    )  # fmt: skip
    assert "11:30" not in padded and "13:00" not in padded and "13:30" in padded


def test_minimum_notice_and_the_window():
    now = datetime(2026, 12, 7, 10, 10, tzinfo=UTC)
    slots = free_starts(
        rules(notice=timedelta(hours=4)), [], [], now=now, start=now,
        end=now + timedelta(days=1), length=HALF_HOUR,
    )  # fmt: skip
    assert slots[0] == datetime(2026, 12, 7, 14, 30, tzinfo=UTC)
    assert all(s < now + timedelta(days=1) for s in slots)


def test_the_daily_cap_counts_calls_on_the_salespersons_day():
    day = date(2026, 12, 7)
    call = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
    booked = [Booked(call, call, call + HALF_HOUR)]
    assert day_slots(rules(max_per_day=1), day, booked=booked) == []
    assert len(day_slots(rules(max_per_day=2), day, booked=booked)) == 16
    assert day_slots(rules(max_per_day=1), date(2026, 12, 8), booked=booked)


def test_bank_holidays_of_each_nation_are_never_offered():
    cases = {
        "england-and-wales": (date(2026, 8, 31), date(2026, 8, 3)),  # Late Summer / not
        "scotland": (date(2026, 8, 3), date(2026, 8, 31)),
        "northern-ireland": (date(2026, 3, 17), date(2026, 11, 30)),
    }
    for region, (holiday, ordinary) in cases.items():
        days = bank_holidays(region, date(2026, 1, 1), date(2026, 12, 31))
        assert holiday in days and ordinary not in days, region
        assert day_slots(rules(), holiday, holidays=days) == [], region
        assert day_slots(rules(), ordinary, holidays=days), region
    assert date(2026, 11, 30) in bank_holidays("scotland", date(2026, 11, 1), date(2026, 12, 1))


def _around(day: date) -> list[datetime]:
    start = datetime.combine(day, time(0), tzinfo=LONDON).astimezone(UTC) - timedelta(hours=3)
    return free_starts(
        rules(weekly=ALL_DAY), [], [], now=start - timedelta(days=1), start=start,
        end=start + timedelta(hours=30), length=HALF_HOUR,
    )  # fmt: skip


def test_clock_changes_offer_no_time_twice_and_skip_none():
    for day, hours in ((date(2026, 3, 29), 23), (date(2026, 10, 25), 25)):
        slots = _around(day)
        assert len(slots) == len(set(slots))
        gaps = {b - a for a, b in zip(slots, slots[1:], strict=False)}
        assert gaps == {HALF_HOUR}, day  # every instant, none twice, none skipped
        on_day = [s for s in slots if s.astimezone(LONDON).date() == day]
        assert len(on_day) == hours * 2, day


INSTANT = st.datetimes(
    min_value=datetime(2026, 1, 1), max_value=datetime(2027, 1, 1), timezones=st.just(UTC)
)
BUSY = st.lists(
    st.tuples(INSTANT, st.integers(1, 600)).map(lambda p: (p[0], p[0] + timedelta(minutes=p[1]))),
    max_size=40,
)
ZONES = st.sampled_from(
    ["Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"]
)
CLOCK = st.integers(0, 47).map(lambda n: time(n // 2, 30 * (n % 2)))


@settings(max_examples=60, deadline=None)
@given(
    busy=BUSY, now=INSTANT, zone=ZONES, open_=CLOCK, hours=st.integers(1, 10),
    before=st.integers(0, 30), after=st.integers(0, 30),
)  # fmt: skip
def test_no_offered_call_meets_busy_time_and_all_lie_in_working_hours(
    busy, now, zone, open_, hours, before, after
):
    start_minutes = open_.hour * 60 + open_.minute
    end_minutes = min(start_minutes + hours * 60, 24 * 60)
    end = "24:00" if end_minutes == 24 * 60 else f"{end_minutes // 60:02d}:{end_minutes % 60:02d}"
    weekly = week({d: [[open_.strftime("%H:%M"), end]] for d in ("mon", "wed", "sat")})
    r = rules(zone=ZoneInfo(zone), weekly=weekly, buffer_before=timedelta(minutes=before),
              buffer_after=timedelta(minutes=after))  # fmt: skip
    slots = free_starts(r, busy, [], now=now, start=now, end=now + timedelta(days=14),
                        length=HALF_HOUR)  # fmt: skip
    assert slots == sorted(set(slots))
    for slot in slots:
        blocked = (slot - r.buffer_before, slot + HALF_HOUR + r.buffer_after)
        assert not any(b0 < blocked[1] and blocked[0] < b1 for b0, b1 in busy)
        wall = slot.astimezone(r.zone)
        wall_end = (slot + HALF_HOUR).astimezone(r.zone)
        assert wall.strftime("%a").lower()[:3] in ("mon", "wed", "sat")
        minutes = wall.hour * 60 + wall.minute
        end_of_call = wall_end.hour * 60 + wall_end.minute or 24 * 60
        # Inside the day's hours, read on the wall clock (a clock change inside the interval
        # may shift the wall time by its size, never outside the interval's instants).
        assert start_minutes - 60 <= minutes and end_of_call <= end_minutes + 60
