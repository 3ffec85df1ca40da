"""POST /api/finder/sector-reading (issue 26): the finder's own reading of a business's sector
from its company name and current tools, which the form pre-selects in "What kind of business
are you?". The answer is the job's function's, never cached, never stored; bad input is a 400
that says what is wrong, and each client has its own allowance."""

import pytest

from pipeline.finder import SECTOR_SELECT_LABELS, infer_sector
from pipeline.models.db import db

URL = "/api/finder/sector-reading"


def read(client, **body):
    return client.post(URL, json=body)


def stored_rows(app) -> int:
    with app.app_context():
        return sum(
            db.session.scalar(db.select(db.func.count()).select_from(table))
            for table in db.metadata.sorted_tables
        )


def test_a_dental_name_is_read_as_a_dental_practice_and_never_cached(app, client):
    resp = read(client, companyName="Brightsmile Dental", currentTools="")
    assert resp.status_code == 200
    assert resp.get_json() == {"sector": "dental", "label": "Dental practice"}
    assert resp.headers["Cache-Control"] == "no-store"
    assert stored_rows(app) == 0  # a reading keeps nothing


def test_the_current_tools_reveal_a_sector_too(client):
    body = read(client, companyName="Brightsmile", currentTools="Dentally, Gmail").get_json()
    assert body == {"sector": "dental", "label": "Dental practice"}


@pytest.mark.parametrize(
    "body",
    [
        {"companyName": "Brightsmile", "currentTools": "Gmail"},
        {"companyName": "", "currentTools": None},
        {},  # nothing typed yet: nothing to read
    ],
)
def test_a_business_nothing_reveals_is_something_else(client, body):
    resp = client.post(URL, json=body)
    assert resp.status_code == 200
    assert resp.get_json() == {"sector": "general", "label": "Something else"}


@pytest.mark.parametrize(
    ("company", "tools"),
    [
        ("Hartley & Finch Solicitors", "iManage"),
        ("Swift Haulage Ltd", None),
        ("Law Bakery Ltd", ""),
        ("City Physio Clinic", "Cliniko"),
    ],
)
def test_the_answer_is_the_jobs_own_reading(client, company, tools):
    # The server is the one place the rules live: the page only shows what this answers.
    sector = infer_sector(company, tools)
    body = read(client, companyName=company, currentTools=tools).get_json()
    assert body == {"sector": sector, "label": SECTOR_SELECT_LABELS[sector]}


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"companyName": 42}, "companyName", "Must be text."),
        ({"companyName": "x" * 201}, "companyName", "Must be at most 200 characters."),
        ({"companyName": "Bright\nsmile"}, "companyName", "Must be a single line."),
        ({"currentTools": "x" * 1001}, "currentTools", "Must be at most 1000 characters."),
        ({"currentTools": ["Dentally"]}, "currentTools", "Must be text."),
        ({"companyName": "Bright\x00smile"}, "companyName", "null byte"),
    ],
)
def test_bad_input_is_a_400_naming_the_field(app, client, body, field, message):
    resp = client.post(URL, json=body)
    assert resp.status_code == 400
    error = resp.get_json()["error"]
    assert error["code"] == "validation_error"
    assert message in " ".join(error["fields"][field])
    assert stored_rows(app) == 0


@pytest.mark.parametrize("body", [["Brightsmile Dental"], "Brightsmile Dental", None])
def test_a_body_that_is_not_a_json_object_is_a_400(client, body):
    resp = client.post(URL, json=body)
    assert resp.status_code == 400
    assert resp.get_json()["error"]["message"] == "Request body must be a JSON object."


def test_only_a_post_body_is_read_never_a_query_string(client):
    # Company names stay out of URLs, and so out of access logs.
    assert client.get(f"{URL}?companyName=Brightsmile+Dental").status_code in (404, 405)
    resp = client.post(f"{URL}?companyName=Brightsmile+Dental", json={})
    assert resp.get_json()["sector"] == "general"


def test_each_client_has_its_own_allowance_apart_from_the_forms(app, client):
    app.config["FINDER_READING_RATE_LIMIT"] = "2 per minute"
    app.config["SUBMISSION_RATE_LIMIT"] = "1 per minute"
    codes = [read(client, companyName="Brightsmile Dental").status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    refused = read(client, companyName="Brightsmile Dental")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    # Another address still gets its readings; the reading took none of the forms' allowance.
    other = app.test_client()
    other_env = {"REMOTE_ADDR": "192.0.2.7"}
    assert other.post(URL, json={}, environ_base=other_env).status_code == 200
    assert client.get("/api/form-token?form=finder").status_code == 200


@pytest.mark.parametrize(
    ("company", "tools", "sector"),
    [
        # Issue 35: all the evidence weighed. The pub's bar EPOS and "Arms" outweigh the
        # solicitor it is named after; a guest house's Booking.com says hospitality.
        ("The Solicitor's Arms", "Tevalis EPOS", "hospitality"),
        ("Harbour View St Ives", "Booking.com, Gmail", "hospitality"),
        ("Carpenter Brown Accountants", "IRIS", "accounting"),
        # Evidence that disagrees with no clear winner, or a business of no sector: the
        # question is left to the visitor ("general" is never pre-selected).
        ("Harbour Bakery Haulage", None, "general"),
        ("Pawsome Dog Grooming", "Fresha", "general"),
        ("Pass Plus Driving School", "", "general"),
    ],
)
def test_the_reading_weighs_all_the_evidence(client, company, tools, sector):
    body = read(client, companyName=company, currentTools=tools).get_json()
    assert body == {"sector": sector, "label": SECTOR_SELECT_LABELS[sector]}
