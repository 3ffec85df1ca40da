"""POST /api/finder's optional `sector` (issue 26): the visitor's answer to "What kind of
business are you?", stored on the run as chosen_sector. Clients that send only the spec's
fields keep working (the job reads the sector), an empty answer is no answer, and an unknown
one is a 400 that says what to send, storing nothing."""

import pytest

from pipeline.finder import SECTOR_IDS
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.submission import Submission
from tests.support.payloads import FINDER
from web.api.public.finder import SECTOR_MESSAGE


def chosen(app) -> list[str | None]:
    with app.app_context():
        return list(db.session.scalars(db.select(FinderRun.chosen_sector)))


@pytest.mark.parametrize("sector", ["dental", "clinics-therapy", "general"])
def test_a_known_sector_is_stored_as_the_visitors_choice(app, client, sector):
    resp = client.post("/api/finder", json={**FINDER, "sector": sector})
    assert resp.status_code == 202, resp.get_json()
    assert chosen(app) == [sector]
    with app.app_context():
        assert db.session.scalars(db.select(FinderRun.sector)).one() is None  # the job's


@pytest.mark.parametrize("body", [FINDER, {**FINDER, "sector": None}, {**FINDER, "sector": ""}])
def test_no_answer_leaves_the_sector_to_the_job(app, client, body):
    assert client.post("/api/finder", json=body).status_code == 202
    assert chosen(app) == [None]


@pytest.mark.parametrize("sector", ["dentist", "DENTAL", "health-care", 3, ["dental"], "x" * 500])
def test_an_unknown_sector_is_a_400_and_nothing_is_stored(app, client, sector):
    resp = client.post("/api/finder", json={**FINDER, "sector": sector})
    assert resp.status_code == 400
    error = resp.get_json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"] == {"sector": [SECTOR_MESSAGE]}
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(Submission)) == 0


def test_the_openapi_document_lists_the_sectors_and_the_reading(client):
    document = client.get("/api/openapi.json").get_json()
    schema = document["components"]["schemas"]["FinderFinder"]["properties"]["sector"]
    assert schema["enum"] == [*SECTOR_IDS, ""] and schema["nullable"] is True
    assert "Something else" in schema["description"]
    assert "sector" not in document["components"]["schemas"]["FinderFinder"].get("required", [])
    reading = document["paths"]["/api/finder/sector-reading"]["post"]
    ok = reading["responses"]["200"]["content"]["application/json"]["schema"]
    assert ok["properties"]["sector"]["enum"] == list(SECTOR_IDS)
    assert {"400", "429"} <= set(reading["responses"])
