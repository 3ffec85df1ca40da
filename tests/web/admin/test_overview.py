"""GET /api/admin/overview and /summary (issue 27): the contract's JSON shape on a known
data set, bad ranges refused with the field named, who may call them (admin and sales 200,
editors 403, anonymous 401), never cached, and a lead sent through the real contact form
from a LinkedIn campaign showing up as won once sales moves it there."""

import pytest

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact
from tests.support.overview_data import SITE_URL, scripted_leads, scripted_totals

URL = "/api/admin/overview"
RANGE = "?from=2026-03-02&to=2026-03-15"
HEALTH = {"jobsFailing", "emailsNotSent", "webhooksFailing"}


@pytest.fixture
def admin(app):
    app.config["SITE_URL"] = SITE_URL
    with app.app_context():
        scripted_leads()
        scripted_totals()
    return signed_in_client(app, "admin@example.com", "admin")


def test_the_answer_has_the_contracts_shape(admin):
    response = admin.get(URL + RANGE)

    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    body = response.get_json()
    assert set(body) == {
        "range", "leads", "funnels", "sources", "pipeline", "health", "subscribers"
    }  # fmt: skip
    assert body["range"] == {"from": "2026-03-02", "to": "2026-03-15",
                             "previousFrom": "2026-02-16", "previousTo": "2026-03-01",
                             "bucket": "day"}  # fmt: skip
    assert (body["leads"]["total"], body["leads"]["previousTotal"]) == (7, 2)
    assert set(body["leads"]["series"][0]) == {"period", "contact", "guide", "earlyAccess",
                                               "newsletter", "finder", "booking"}  # fmt: skip
    quiz = body["funnels"][0]
    assert (quiz["flow"], quiz["label"]) == ("quiz", "Plan quiz")
    assert quiz["steps"][1] == {"step": "start", "question": None, "label": "Started",
                                "count": 80, "previous": 70, "dropOff": 0.333}  # fmt: skip
    assert body["sources"][0] == {
        "referrerHost": "www.linkedin.com", "utmSource": "linkedin", "utmMedium": "social",
        "utmCampaign": "spring", "visits": 70, "leads": 3, "callsBooked": 0, "qualified": 2,
        "won": 2, "wonMonthlyValue": 1800.0,
    }  # fmt: skip
    assert body["pipeline"]["stages"][1] == {"stage": "contacted", "label": "Contacted",
                                             "reached": 4, "conversion": 0.571}  # fmt: skip
    assert body["pipeline"]["medianHoursToFirstContact"] == 7.5
    assert body["pipeline"]["medianDaysToWon"] == 7.0
    assert body["pipeline"]["calls"] == {"booked": 0, "attended": 0, "noShow": 0}
    assert set(body["health"]) == HEALTH


def test_a_long_range_comes_in_weeks(admin):
    body = admin.get(URL + "?from=2025-12-01&to=2026-03-15").get_json()

    assert body["range"]["bucket"] == "week"
    assert body["range"]["previousFrom"] == "2025-08-18"  # 105 days before
    assert body["leads"]["series"][0]["period"] == "2025-12-01"
    assert body["leads"]["total"] == 9


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("?from=2026-03-15&to=2026-03-02", "to"),
        ("?from=03/02/2026", "from"),
        ("?to=2026-02-30", "to"),
        ("?from=2024-01-01&to=2026-03-15", "from"),  # over 25 months
        ("?format=xml", "format"),
        ("?format=csv", "chart"),
        ("?format=csv&chart=everything", "chart"),
    ],
)
def test_bad_input_is_refused_with_the_field_named(admin, query, field):
    response = admin.get(URL + query)

    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["code"] == "validation_error"
    assert list(error["fields"]) == [field]


@pytest.mark.parametrize("path", ["", "/summary"])
def test_admins_and_sales_may_editors_and_strangers_may_not(app, client, path):
    for role, status in (("admin", 200), ("sales", 200), ("editor", 403)):
        user = signed_in_client(app, f"{role}@example.com", role)
        response = user.get(URL + path)
        assert response.status_code == status, (role, response.get_json())
        assert response.headers["Cache-Control"] == "no-store"
    anonymous = client.get(URL + path)
    assert anonymous.status_code == 401
    assert anonymous.get_json()["error"]["code"] == "unauthenticated"


def test_the_summary_band(app):
    sales = signed_in_client(app, "sales@example.com", "sales")
    body = sales.get(URL + "/summary").get_json()
    assert set(body) == {"leadsThisWeek", "leadsLastWeek", "followUpsDueToday", "health"}
    assert set(body["health"]) == HEALTH


def test_a_campaign_lead_sent_through_the_form_is_won_on_the_overview(app, client):
    utm = {"utm_source": "linkedin", "utm_campaign": "spring"}
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello", plan="growth",
                             page="/contact?plan=growth", utm=utm,
                             referrer="https://www.linkedin.com/")  # fmt: skip
    sales = signed_in_client(app, "sales@example.com", "sales")

    def linkedin() -> dict:
        found = sales.get(URL).get_json()["sources"]
        return next(s for s in found if s["referrerHost"] == "www.linkedin.com")

    assert (linkedin()["leads"], linkedin()["won"], linkedin()["utmCampaign"]) == (1, 0, "spring")
    moved = send(sales, "PUT", f"/api/admin/leads/{lead_id}/stage", json={"stage": "won"})
    assert moved.status_code == 200
    assert (linkedin()["won"], linkedin()["wonMonthlyValue"]) == (1, 600.0)
    pipeline = sales.get(URL).get_json()["pipeline"]
    assert [s["reached"] for s in pipeline["stages"]] == [1, 1, 1, 1, 0]
    assert pipeline["medianHoursToFirstContact"] == 0.0
