"""Busy intervals out of iCalendar data (issue 34), on fixed data: what blocks (opaque,
tentative, all-day in the salesperson's zone, floating times on their wall clock, every
occurrence of a series but the excluded and the cancelled ones) and what doesn't
(transparent, cancelled, FBTYPE=FREE); and for any free-busy answer, the intervals found
lie inside the window, sorted and apart."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st
from icalendar import Calendar

from pipeline.calendars.expansion import busy_from_events, busy_from_freebusy
from tests.support.calendar_data import all_day, event, utc, wrap

LONDON = ZoneInfo("Europe/London")
START = datetime(2027, 3, 22, tzinfo=UTC)  # a Monday; British summer time starts on the 28th
END = START + timedelta(days=21)


def _busy(*texts: str, zone=LONDON) -> list[tuple[datetime, datetime]]:
    return busy_from_events([Calendar.from_ical(t) for t in texts], START, END, zone)


def _at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2027, 3, day, hour, minute, tzinfo=UTC)


def test_what_blocks_and_what_does_not():
    found = _busy(
        event("opaque", _at(23, 9), _at(23, 10)),
        event("tentative", _at(23, 11), _at(23, 12), "STATUS:TENTATIVE"),
        event("free", _at(23, 13), _at(23, 14), "TRANSP:TRANSPARENT"),
        event("off", _at(23, 15), _at(23, 16), "STATUS:CANCELLED"),
    )
    assert found == [(_at(23, 9), _at(23, 10)), (_at(23, 11), _at(23, 12))]


def test_all_day_and_floating_times_are_the_salespersons_own():
    # 30 March is in British summer time: the day is 23:00 to 23:00 UTC.
    assert _busy(all_day("a", datetime(2027, 3, 30).date())) == [(_at(29, 23), _at(30, 23))]
    floating = wrap(
        "BEGIN:VEVENT", "UID:fl", "DTSTAMP:20270101T000000Z",
        "DTSTART:20270330T090000", "DTEND:20270330T100000", "END:VEVENT",
    )  # fmt: skip
    assert _busy(floating) == [(_at(30, 8), _at(30, 9))]
    assert _busy(floating, zone=ZoneInfo("America/New_York")) == [(_at(30, 13), _at(30, 14))]


def test_a_weekly_series_less_its_exceptions_across_the_clock_change():
    london_nine = wrap(
        "BEGIN:VEVENT", "UID:series", "DTSTAMP:20270101T000000Z",
        "DTSTART;TZID=Europe/London:20270323T090000",
        "DTEND;TZID=Europe/London:20270323T100000",
        "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE;TZID=Europe/London:20270406T090000", "END:VEVENT",
        "BEGIN:VEVENT", "UID:series", "DTSTAMP:20270101T000000Z",
        "RECURRENCE-ID;TZID=Europe/London:20270330T090000",
        "DTSTART;TZID=Europe/London:20270330T140000",
        "DTEND;TZID=Europe/London:20270330T150000", "END:VEVENT",
    )  # fmt: skip
    assert _busy(london_nine) == [
        (_at(23, 9), _at(23, 10)),  # GMT
        (_at(30, 13), _at(30, 14)),  # moved to 14:00 BST
    ]  # 6 April excluded; the window ends before the 13th


def test_a_free_busy_answer():
    answer = Calendar.from_ical(
        wrap(
            "BEGIN:VFREEBUSY", f"DTSTART:{utc(START)}", f"DTEND:{utc(END)}",
            f"FREEBUSY;FBTYPE=BUSY:{utc(_at(23, 9))}/{utc(_at(23, 10))},{utc(_at(24, 9))}/PT30M",
            f"FREEBUSY;FBTYPE=FREE:{utc(_at(25, 9))}/{utc(_at(25, 10))}",
            f"FREEBUSY;FBTYPE=BUSY-UNAVAILABLE:{utc(_at(26, 9))}/{utc(_at(26, 10))}",
            f"FREEBUSY:{utc(_at(21, 23))}/{utc(_at(22, 1))}",
            "END:VFREEBUSY",
        )
    )  # fmt: skip
    assert busy_from_freebusy(answer, START, END) == [
        (START, _at(22, 1)),  # clipped to the window
        (_at(23, 9), _at(23, 10)),
        (_at(24, 9), _at(24, 9, 30)),
        (_at(26, 9), _at(26, 10)),
    ]


PERIOD = st.tuples(
    st.integers(min_value=-2000, max_value=40000), st.integers(min_value=-60, max_value=6000)
)


@settings(max_examples=200, deadline=None)
@given(periods=st.lists(PERIOD, max_size=30))
def test_any_free_busy_answer_gives_sorted_disjoint_intervals_inside_the_window(periods):
    lines = [
        f"FREEBUSY:{utc(START + timedelta(minutes=at))}/"
        f"{utc(START + timedelta(minutes=at + max(length, 1)))}"
        for at, length in periods
    ]
    answer = Calendar.from_ical(wrap("BEGIN:VFREEBUSY", *lines, "END:VFREEBUSY"))
    found = busy_from_freebusy(answer, START, END)
    for begins, ends in found:
        assert START <= begins < ends <= END
    for (_, first_end), (second_start, _) in zip(found, found[1:], strict=False):
        assert first_end < second_start
