"""The overview's range: defaults, the previous period of the same length, day or week
buckets, and the input refused (bad dates, backwards, longer than 25 months)."""

from datetime import date

import pytest

from pipeline.leads.overview.ranges import Range, RangeError, months_before, parse_range

TODAY = date(2026, 11, 27)


def test_the_default_is_the_last_30_days_against_the_30_before():
    window = parse_range(None, "", TODAY)

    assert window.to_json() == {"from": "2026-10-29", "to": "2026-11-27",
                                "previousFrom": "2026-09-29", "previousTo": "2026-10-28",
                                "bucket": "day"}  # fmt: skip


def test_only_from_runs_to_today_and_only_to_takes_the_30_days_before_it():
    assert parse_range("2026-11-01", None, TODAY) == Range(date(2026, 11, 1), TODAY)
    assert parse_range(None, "2026-06-30", TODAY) == Range(date(2026, 6, 1), date(2026, 6, 30))


def test_one_day_compares_with_the_day_before():
    window = parse_range("2026-11-27", "2026-11-27", TODAY)
    assert (window.previous_start, window.previous_end) == (date(2026, 11, 26),) * 2
    assert window.periods() == [date(2026, 11, 27)]


def test_days_up_to_31_then_weeks_named_by_their_monday():
    assert Range(date(2026, 1, 1), date(2026, 1, 31)).bucket == "day"
    window = Range(date(2026, 1, 1), date(2026, 2, 1))  # 32 days, Thursday to Sunday
    assert window.bucket == "week"
    assert window.periods()[0] == date(2025, 12, 29)
    assert window.periods()[-1] == date(2026, 1, 26)
    assert window.period_of(date(2026, 2, 1)) == date(2026, 1, 26)


def test_at_most_25_months():
    longest = parse_range("2024-10-28", "2026-11-27", TODAY)
    assert longest.start == date(2024, 10, 28)
    with pytest.raises(RangeError) as refused:
        parse_range("2024-10-27", "2026-11-27", TODAY)
    assert (refused.value.field, refused.value.message) == (
        "from", "Choose a range of at most 25 months.",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("start", "end", "field"),
    [
        ("2026-13-01", None, "from"),
        ("2026-02-30", None, "from"),
        ("20261101", None, "from"),
        ("2026-11-01T00:00", None, "from"),
        (None, "yesterday", "to"),
        ("1999-12-31", "2000-01-10", "from"),
        ("2026-11-02", "2026-11-01", "to"),
    ],
)
def test_bad_input_names_its_field(start, end, field):
    with pytest.raises(RangeError) as refused:
        parse_range(start, end, TODAY)
    assert refused.value.field == field


def test_months_before_keeps_the_day_or_the_months_last():
    assert months_before(date(2026, 11, 28), 25) == date(2024, 10, 28)
    assert months_before(date(2026, 3, 31), 1) == date(2026, 2, 28)
    assert months_before(date(2024, 3, 31), 1) == date(2024, 2, 29)
