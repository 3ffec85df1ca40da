"""POST /api/contact with the AI Tool Finder run the visitor came from (issue 27: the
results' "Book a Free Discovery Call" link, /contact?finder=<run id>): a run id is stored on
the message and the lead detail shows sales that run, with the tools it recommended, while
it exists; anything not shaped like a run id is refused with a clear 400; none is the usual
case."""

import uuid

import pytest

from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from tests.support.admin_accounts import signed_in_client
from tests.support.payloads import CONTACT, FINDER

BAD_RUN = "Unknown finder run: send the run id from the results' link, or leave it out."


def _stored(app) -> list[str | None]:
    with app.app_context():
        return list(db.session.scalars(db.select(ContactMessage.finder_run_id)))


def _contact_detail(app, lead_id: str) -> dict:
    sales = signed_in_client(app, "sales@example.com", "sales")
    return sales.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["contact"]


def test_the_run_reaches_the_lead_with_the_tools_it_recommended(app, client, run_worker):
    run_id = client.post("/api/finder", json=FINDER).get_json()["id"]
    run_worker()
    shown = client.get(f"/api/finder/{run_id}").get_json()["results"]["recommendations"]
    assert len(shown) == 3

    response = client.post("/api/contact", json={**CONTACT, "finder_run": run_id})
    assert response.status_code == 202, response.get_json()
    assert _stored(app) == [run_id]
    contact = _contact_detail(app, response.get_json()["id"])
    assert contact["finder_run"] == {
        "id": run_id,
        "found": True,
        "tools": [tool["name"] for tool in shown],
    }


def test_a_run_id_that_names_no_run_is_kept_and_shown_as_not_found(app, client):
    missing = str(uuid.uuid4())
    response = client.post("/api/contact", json={**CONTACT, "finder_run": missing})
    assert response.status_code == 202, response.get_json()
    contact = _contact_detail(app, response.get_json()["id"])
    assert contact["finder_run"] == {"id": missing, "found": False, "tools": []}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("abc", BAD_RUN),
        # Fixed values: parameters are part of the test's id, which every xdist worker must
        # collect alike.
        ("7A17C5C4-E92C-4545-8AE3-56A6EE877159", BAD_RUN),
        ("", BAD_RUN),
        ("../a6287-42cf-4d13-b16f-5b11b91819d8", BAD_RUN),
        (3, "Must be text."),
    ],
)
def test_anything_but_a_run_id_is_refused_with_a_clear_400(app, client, value, message):
    response = client.post("/api/contact", json={**CONTACT, "finder_run": value})
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert (error["code"], error["fields"]) == ("validation_error", {"finder_run": [message]})
    assert _stored(app) == []


@pytest.mark.parametrize("extra", [{}, {"finder_run": None}], ids=["missing", "null"])
def test_no_run_is_the_usual_case(app, client, extra):
    response = client.post("/api/contact", json={**CONTACT, **extra})
    assert response.status_code == 202, response.get_json()
    assert _stored(app) == [None]
    assert _contact_detail(app, response.get_json()["id"])["finder_run"] is None
