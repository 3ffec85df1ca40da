"""The overview's figures on a known data set (tests/support/overview_data.py), on SQLite
and PostgreSQL: leads by form and day with spam and the other periods left out, the quiz's
and the contact form's funnels with their drop-off, sources to qualified and won with the
won plans' monthly value, the pipeline's reach, conversion and medians, week buckets for a
long range, and the previous period's figures."""

from datetime import timedelta

import pytest

from pipeline.leads.overview import funnels, leads_series, pipeline_stats, sources
from pipeline.leads.overview.ranges import Range
from pipeline.models.booking import Booking
from pipeline.models.db import db
from tests.support.booking_team import salesperson
from tests.support.overview_data import (
    END,
    LINKEDIN,
    LINKEDIN_URL,
    SITE_URL,
    START,
    at,
    lead,
    scripted_leads,
    scripted_totals,
    total,
)

WINDOW = Range(START, END)


@pytest.fixture
def scripted(app):
    app.config["SITE_URL"] = SITE_URL
    with app.app_context():
        ids = scripted_leads()
        scripted_totals()
        yield ids


def test_leads_per_day_by_form_without_spam(scripted):
    figures = leads_series.leads_json(WINDOW)

    assert figures["total"] == 7
    assert figures["previousTotal"] == 2  # 02-20 and 03-01 23:59; not 03-16, not the spam
    series = figures["series"]
    assert [row["period"] for row in series][:2] == ["2026-03-02", "2026-03-03"]
    assert len(series) == 14
    zero = {"contact": 0, "guide": 0, "earlyAccess": 0, "newsletter": 0, "finder": 0,
            "booking": 0}  # fmt: skip
    by_day = {row["period"]: {k: v for k, v in row.items() if k != "period"} for row in series}
    assert by_day["2026-03-02"] == {**zero, "contact": 1}
    assert by_day["2026-03-04"] == {**zero, "finder": 1}  # the spam contact that day is not
    assert by_day["2026-03-10"] == {**zero, "earlyAccess": 1}
    assert by_day["2026-03-15"] == {**zero, "contact": 1}  # 23:59 is still the 15th
    assert by_day["2026-03-08"] == zero


def test_a_long_range_is_bucketed_by_iso_week(scripted):
    window = Range(START.replace(month=1, day=1), END)  # 74 days

    figures = leads_series.leads_json(window)

    assert window.bucket == "week"
    periods = [row["period"] for row in figures["series"]]
    assert periods[0] == "2025-12-29"  # the Monday of 1 January's week
    assert periods[-1] == "2026-03-09"
    assert len(periods) == 11
    by_week = {row["period"]: row for row in figures["series"]}
    assert (by_week["2026-03-02"]["contact"], by_week["2026-03-02"]["finder"]) == (2, 1)
    assert by_week["2026-03-09"]["earlyAccess"] == 1
    assert by_week["2026-02-16"]["contact"] == 1
    assert by_week["2026-02-23"]["guide"] == 1  # Sunday 1 March is in 23 February's week
    assert figures["total"] == 9
    assert window.to_json() == {"from": "2026-01-01", "to": "2026-03-15",
                                "previousFrom": "2025-10-19", "previousTo": "2025-12-31",
                                "bucket": "week"}  # fmt: skip


def _steps(found: list[dict], flow: str) -> list[tuple]:
    [funnel] = [f for f in found if f["flow"] == flow]
    return [(s["step"], s["question"], s["count"], s["previous"], s["dropOff"])
            for s in funnel["steps"]]  # fmt: skip


def test_funnel_counts_and_drop_off_from_the_totals(scripted):
    found = funnels.funnels_json(WINDOW)

    assert [f["flow"] for f in found] == ["quiz", "finder", "contact", "guide", "early-access",
                                          "newsletter", "booking"]  # fmt: skip
    assert _steps(found, "quiz") == [
        ("view", None, 120, 100, None),
        ("start", None, 80, 70, 0.333),
        ("answer", "1", 70, 0, 0.125),
        ("answer", "2", 63, 0, 0.1),
        ("answer", "3", 60, 0, 0.048),
        ("answer", "4", 54, 0, 0.1),
        ("answer", "5", 54, 0, 0.0),
        ("result", None, 50, 0, 0.074),
        ("cta", None, 10, 0, 0.8),
        ("booking_confirmed", None, 0, 0, 1.0),  # none booked in this data: see below
    ]
    assert _steps(found, "contact") == [
        ("view", None, 40, 0, None),
        ("start", None, 10, 0, 0.75),
        ("submit", None, 4, 0, 0.6),
    ]
    # No events: every count 0, and no drop-off after a step of 0.
    assert {s[4] for s in _steps(found, "finder")} == {None}
    [quiz] = [f for f in found if f["flow"] == "quiz"]
    assert quiz["label"] == "Plan quiz"
    assert [s["label"] for s in quiz["steps"]][2] == "Question 1 answered"


def test_sources_attribute_leads_qualified_won_and_the_won_plans_value(scripted):
    found = sources.sources_json(WINDOW)

    keys = ("referrerHost", "utmSource", "utmMedium", "utmCampaign", "visits", "leads",
            "qualified", "won", "wonMonthlyValue")  # fmt: skip
    rows = [tuple(s[key] for key in keys) for s in found]
    assert rows == [
        # Growth (600) from the contact form's plan, Freedom (1200) from /plans/freedom; the
        # spam lead from linkedin, won on Freedom, counts nowhere.
        ("www.linkedin.com", "linkedin", "social", "spring", 70, 3, 2, 2, 1800.0),
        # The site's own pages and no referrer at all are both "".
        ("", "", "", "", 30, 3, 0, 0, 0.0),
        ("www.google.com", "", "", "", 20, 1, 1, 0, 0.0),
        ("news.ycombinator.com", "", "", "", 40, 0, 0, 0, 0.0),
    ]


def test_the_pipeline_reach_conversion_and_medians(scripted):
    found = pipeline_stats.pipeline_json(WINDOW)

    assert [(s["stage"], s["label"], s["reached"], s["conversion"]) for s in found["stages"]] == [
        ("new", "New", 7, None),
        ("contacted", "Contacted", 4, 0.571),  # moved straight to won counts as contacted
        ("qualified", "Qualified", 3, 0.75),
        ("won", "Won", 2, 0.667),
        ("lost", "Lost", 1, 0.143),  # of every lead in the range
    ]
    # First stage change after 5, 3, 10 and 96 hours; won after 10 and 4 days.
    assert found["medianHoursToFirstContact"] == 7.5
    assert found["medianDaysToWon"] == 7.0


def test_empty_ranges_answer_zeros_and_nulls(app):
    with app.app_context():
        found = pipeline_stats.pipeline_json(WINDOW)
        assert [s["reached"] for s in found["stages"]] == [0, 0, 0, 0, 0]
        assert {s["conversion"] for s in found["stages"]} == {None}
        assert found["medianHoursToFirstContact"] is None
        assert found["medianDaysToWon"] is None
        assert sources.sources_json(WINDOW) == []
        assert leads_series.leads_json(WINDOW)["total"] == 0


def _call(lead_id: str, salesperson_id: int, day: str, status: str = "confirmed",
          outcome: str | None = None) -> None:  # fmt: skip
    start = at(day, "11:00")
    db.session.add(
        Booking(submission_id=lead_id, salesperson_id=salesperson_id, starts_at=start,
                ends_at=start + timedelta(minutes=30), blocked_from=start,
                blocked_until=start + timedelta(minutes=30), status=status, outcome=outcome,
                name="A", email="a@example.com", email_key="a@example.com", company="A Ltd",
                visitor_timezone="Europe/London", ical_uid=f"{lead_id}@test", sequence=0)
    )  # fmt: skip
    db.session.commit()


def _booked(day: str, source: dict, **lead_changes) -> str:
    """A booking's own lead (kind "booking"), arrived on `day` from `source`."""
    return lead("booking", at(day, "08:00"), **source, **lead_changes)


def test_calls_booked_in_the_funnels_the_sources_and_the_pipeline(app, scripted):
    sam = salesperson(app)
    linkedin = {"referrer": LINKEDIN_URL, "utm": LINKEDIN}
    google = {"referrer": "https://www.google.com/"}
    _call(_booked("2026-03-03", linkedin), sam, "2026-03-03", outcome="attended")
    _call(_booked("2026-03-04", linkedin), sam, "2026-03-04", status="cancelled")  # then not
    _call(_booked("2026-03-05", google), sam, "2026-03-05")  # still to come
    _call(_booked("2026-03-06", {}), sam, "2026-03-06", outcome="no_show")  # direct
    _call(_booked("2026-03-07", linkedin, spam=True), sam, "2026-03-07")  # counted nowhere
    _call(_booked("2026-02-25", google), sam, "2026-03-08")  # arrived before the range
    total("2026-03-05", "quiz", "booking_confirmed", 4)
    total("2026-03-05", "booking", "view", 9)
    total("2026-03-05", "booking", "booking_confirmed", 6)

    found = funnels.funnels_json(WINDOW)
    assert _steps(found, "quiz")[-2:] == [("cta", None, 10, 0, 0.8),
                                          ("booking_confirmed", None, 4, 0, 0.6)]  # fmt: skip
    [quiz] = [f for f in found if f["flow"] == "quiz"]
    assert quiz["steps"][-1]["label"] == "Booked a call"
    assert [s[0] for s in _steps(found, "finder")][-2:] == ["cta", "booking_confirmed"]
    assert _steps(found, "booking") == [
        ("view", None, 9, 0, None),
        ("start", None, 0, 0, 1.0),
        ("submit", None, 0, 0, None),
        ("booking_confirmed", None, 6, 0, None),
    ]
    booked = {(s["referrerHost"], s["utmSource"]): s["callsBooked"]
              for s in sources.sources_json(WINDOW)}  # fmt: skip
    assert booked == {("www.linkedin.com", "linkedin"): 1, ("", ""): 1, ("www.google.com", ""): 1,
                      ("news.ycombinator.com", ""): 0}  # fmt: skip
    assert pipeline_stats.pipeline_json(WINDOW)["calls"] == {
        "booked": 3, "attended": 1, "noShow": 1,
    }  # fmt: skip
    header, rows = pipeline_stats.table(pipeline_stats.pipeline_json(WINDOW))
    assert rows[-3:] == [["Calls booked", 3, ""], ["Calls attended", 1, ""],
                         ["Calls no-show", 1, ""]]  # fmt: skip
    assert "Calls booked" in sources.table(sources.sources_json(WINDOW))[0]
