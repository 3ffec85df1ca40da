"""Issue 35: GET /api/finder/{token} is described whole in /api/openapi.json
(web/openapi_finder_paths.py), and Schemathesis checks real answers against it: a run still
queued, runs whose results are in (the real job on a real worker, with the sector read and
with one the visitor chose), a run that failed, and a token that names no run. The generated
requests of test_openapi_fuzz.py only ever meet the 404, so the 200's shape is checked here."""

import pytest
import schemathesis
from schemathesis.checks import (
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.payloads import FINDER
from web.openapi import build_document
from worker.app_worker import build_worker

CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]
OPERATION = schemathesis.openapi.from_dict(build_document())["/api/finder/{token}"]["GET"]
IDENTITY = {"Accept-Encoding": "identity"}


def submit(client, **changes) -> str:
    response = client.post("/api/finder", json={**FINDER, **changes})
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def checked_answer(app, token: str, query: dict | None = None) -> dict:
    case = OPERATION.Case(path_parameters={"token": token}, query=query or {})
    response = case.call_and_validate(app=app, checks=CHECKS, headers=IDENTITY)
    return response.json()


def test_every_kind_of_finder_answer_matches_the_document(fuzz_app):
    client = fuzz_app.test_client()
    read = submit(client)
    chosen = submit(client, sector="hospitality", companyName="The Solicitor's Arms")
    queued_answer = checked_answer(fuzz_app, read)
    assert queued_answer["results"] is None and queued_answer["status"] == "queued"

    build_worker(fuzz_app).work(burst=True, with_scheduler=False)
    done = checked_answer(fuzz_app, read, {"wait": "queued:"})
    assert done["status"] == "succeeded" and len(done["results"]["recommendations"]) == 3
    assert done["results"]["userInput"]["sectorChosen"] is False
    by_visitor = checked_answer(fuzz_app, chosen)
    assert by_visitor["results"]["userInput"]["sectorChosen"] is True

    failed = submit(client)
    with fuzz_app.app_context():
        row = db.session.get(Submission, failed)
        row.status, row.stage, row.error = "failed", "generate", "Tool generation error: boom"
        db.session.commit()
    assert checked_answer(fuzz_app, failed)["error"] == "Tool generation error: boom"


@pytest.mark.parametrize("token", ["no-such-run", "0" * 36])
def test_a_token_of_no_run_is_a_documented_404(fuzz_app, token):
    case = OPERATION.Case(path_parameters={"token": token})
    response = case.call_and_validate(app=fuzz_app, checks=CHECKS, headers=IDENTITY)
    assert response.status_code == 404
