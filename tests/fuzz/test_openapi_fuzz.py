"""Schemathesis against the live WSGI app, driven by the app's own /api/openapi.json.

Every operation gets a bounded, reproducible set of generated requests (valid and invalid),
checked for: no 5xx, a status code the document lists, and a body matching the documented
schema. Admin operations run twice: anonymous (must be 401) and as a signed-in admin."""

from collections import Counter

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from web.openapi import build_document

CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]
FUZZ = settings(
    max_examples=10,
    deadline=None,
    derandomize=True,  # the same requests every run, so a failure reproduces
    suppress_health_check=list(HealthCheck),
    database=None,
)
ADMIN_PREFIX = "/api/admin/"

schema = schemathesis.openapi.from_dict(build_document())
# Signing out mid-run would end the admin session the other operations rely on.
anonymous_schema = schema
admin_schema = schema.include(path_regex=f"^{ADMIN_PREFIX}")

CALLS: Counter = Counter()
# The app compresses JSON (web/compression.py); the checks read the body as sent uncompressed.
# Fetch metadata as the site's own pages send it, so POST /api/events is fuzzed past its
# same-origin check (web/same_origin.py).
IDENTITY = {"Accept-Encoding": "identity", "Sec-Fetch-Site": "same-origin"}


@pytest.fixture(scope="module", autouse=True)
def _report_figures():
    yield
    print(
        f"\nfuzz: {len(CALLS)} operation runs, {sum(CALLS.values())} requests "
        f"({len(list(schema.get_all_operations()))} operations in the document)"
    )


def test_document_is_served(fuzz_app):
    response = fuzz_app.test_client().get("/api/openapi.json")
    assert response.status_code == 200
    document = response.get_json()
    assert document["openapi"].startswith("3.")
    assert "/api/contact" in document["paths"] and "/api/admin/leads" in document["paths"]
    error = document["components"]["schemas"]["Error"]["properties"]["error"]
    assert set(error["properties"]) == {"code", "message", "fields"}
    accepted = document["paths"]["/api/contact"]["post"]["responses"]["202"]
    assert accepted["content"]["application/json"]["schema"]["$ref"].endswith("/Accepted")


@anonymous_schema.parametrize()
@FUZZ
def test_anonymous(case, fuzz_app):
    response = case.call_and_validate(app=fuzz_app, checks=CHECKS, headers=IDENTITY)
    CALLS[f"anon {case.operation.label}"] += 1
    # Other methods the coverage phase sends are left to status_code_conformance (405).
    if case.path.startswith(ADMIN_PREFIX) and case.method.upper() == case.operation.method.upper():
        # 401; or 404/405 when a malformed or out-of-range id matches no route at all.
        # Either way an error body, never admin data.
        assert response.status_code in (401, 404, 405), (case.operation.label, response.text)
        assert set(response.json()) == {"error"}, response.text[:300]


@admin_schema.parametrize()
@FUZZ
def test_signed_in_admin(case, fuzz_app, admin_session):
    response = case.call_and_validate(
        app=fuzz_app,
        checks=CHECKS,
        headers={**IDENTITY, **admin_session["headers"]},
        cookies=admin_session["cookies"],
    )
    CALLS[f"admin {case.operation.label}"] += 1
    if case.method.upper() == case.operation.method.upper():
        assert response.status_code not in (401, 403), (case.operation.label, response.text[:300])
