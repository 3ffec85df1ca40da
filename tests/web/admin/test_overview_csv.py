"""The overview's charts as CSV downloads (?format=csv&chart=...): each chart's table with
the figures the JSON has, UTF-8 with a byte-order mark like the leads export, as an
attachment, never cached; and a referrer or UTM value a spreadsheet would run as a formula
kept as text."""

import csv
import io

import pytest

from tests.support.admin_accounts import signed_in_client
from tests.support.overview_data import SITE_URL, scripted_leads, scripted_totals, total

URL = "/api/admin/overview?from=2026-03-02&to=2026-03-15&format=csv&chart="


@pytest.fixture
def sales(app):
    app.config["SITE_URL"] = SITE_URL
    with app.app_context():
        scripted_leads()
        scripted_totals()
    return signed_in_client(app, "sales@example.com", "sales")


def _table(client, chart: str) -> list[list[str]]:
    response = client.get(URL + chart)
    assert response.status_code == 200
    assert response.content_type == "text/csv; charset=utf-8"
    assert response.headers["Cache-Control"] == "no-store"
    disposition = response.headers["Content-Disposition"]
    assert disposition == f'attachment; filename="overview-{chart}-20260302-20260315.csv"'
    text = response.get_data(as_text=True)
    assert text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(text[1:])))


def test_leads_by_period_and_form(sales):
    rows = _table(sales, "leads")
    assert rows[0] == ["Period", "Contact", "Free guide", "Early access", "Newsletter",
                       "Tool finder", "Discovery call", "Total"]  # fmt: skip
    assert rows[1] == ["2026-03-02", "1", "0", "0", "0", "0", "0", "1"]
    assert len(rows) == 1 + 14
    assert sum(int(row[-1]) for row in rows[1:]) == 7


def test_funnels_step_by_step(sales):
    rows = _table(sales, "funnels")
    assert rows[0] == ["Funnel", "Step", "Count", "Previous period", "Drop-off"]
    assert rows[1] == ["Plan quiz", "Page viewed", "120", "100", ""]
    assert rows[2] == ["Plan quiz", "Started", "80", "70", "0.333"]
    assert ["Contact form", "Submitted", "4", "0", "0.6"] in rows


def test_sources_with_won_value(sales):
    rows = _table(sales, "sources")
    assert rows[0][-1] == "Won monthly value (GBP)"
    assert rows[1] == ["www.linkedin.com", "linkedin", "social", "spring", "70", "3", "0", "2",
                       "2", "1800.0"]  # fmt: skip


def test_pipeline_stages_and_medians(sales):
    rows = _table(sales, "pipeline")
    assert rows[0] == ["Stage", "Reached", "Conversion from the stage before"]
    assert rows[1:6] == [["New", "7", ""], ["Contacted", "4", "0.571"],
                         ["Qualified", "3", "0.75"], ["Won", "2", "0.667"],
                         ["Lost", "1", "0.143"]]  # fmt: skip
    assert rows[6:] == [["Median hours to first contact", "7.5", ""],
                        ["Median days to won", "7.0", ""], ["Calls booked", "0", ""],
                        ["Calls attended", "0", ""], ["Calls no-show", "0", ""]]  # fmt: skip


def test_a_formula_in_a_source_stays_text(app, sales):
    # The events intake strips such characters; a row that got past it must still be safe.
    with app.app_context():
        total("2026-03-03", "contact", "view", 5, referrer_host="+evil.example",
              utm=("=HYPERLINK(\"https://evil.example\")", "@SUM(1)", "-2+3"))  # fmt: skip

    rows = _table(sales, "sources")

    [row] = [row for row in rows if row[0].endswith("evil.example")]
    assert row[:4] == ["'+evil.example", "'=HYPERLINK(\"https://evil.example\")", "'@SUM(1)",
                       "'-2+3"]  # fmt: skip
    assert row[4] == "5"
