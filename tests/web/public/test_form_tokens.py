"""Server-issued form tokens (issue 25, item 7): the time trap measures from the server's
own issue time, signed into a short-lived token for one form; the browser's own clock
(form_elapsed_ms, form_started_at) decides nothing. Missing, forged, expired or another
form's tokens make a submission suspect; a stale tab renews its token and keeps its start."""

import pytest

from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.form_timing import human, without_timing
from tests.support.hostile_forms import FORMS

FORM_NAMES = {"contact": "contact", "guide": "guide", "early_access": "early-access",
              "newsletter": "newsletter", "finder": "finder"}  # fmt: skip


def reason(app, answer) -> str | None:
    with app.app_context():
        return db.session.get(Submission, answer.get_json()["id"]).spam_reason


def fetch_token(client, form: str, **params) -> str:
    resp = client.get("/api/form-token", query_string={"form": form, **params})
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["form_token"]


def post(client, form_name: str, **extra):
    form = FORMS[form_name]
    return client.post(form.path, json={**without_timing(form.body), **extra})


def test_the_token_endpoint_sets_no_cookie_and_is_never_cached(client):
    resp = client.get("/api/form-token?form=contact")
    assert resp.status_code == 200
    body = resp.get_json()
    assert isinstance(body["form_token"], str) and body["expires_in"] > 0
    assert resp.headers["Cache-Control"] == "no-store"
    assert "Set-Cookie" not in resp.headers


@pytest.mark.parametrize("query", ["", "?form=", "?form=login", "?form=" + "x" * 500])
def test_an_unknown_form_is_a_400_with_a_field_message(client, query):
    resp = client.get("/api/form-token" + query)
    assert resp.status_code == 400
    assert resp.get_json()["error"]["fields"]["form"]


def test_the_token_endpoint_is_rate_limited_like_the_forms(app, client):
    app.config["SUBMISSION_RATE_LIMIT"] = "2 per minute"
    codes = [client.get("/api/form-token?form=contact").status_code for _ in range(3)]
    assert codes == [200, 200, 429]


@pytest.mark.parametrize("form_name", list(FORMS))
def test_a_server_token_with_time_to_spare_is_accepted(app, client, form_name):
    app.config["MIN_SUBMIT_SECONDS"] = 2
    resp = post(client, form_name, **human(FORM_NAMES[form_name], seconds_ago=5))
    assert resp.status_code == 202
    assert reason(app, resp) is None


@pytest.mark.parametrize("form_name", list(FORMS))
def test_the_browsers_own_clock_decides_nothing(app, client, form_name):
    app.config["MIN_SUBMIT_SECONDS"] = 2
    claims = {"form_elapsed_ms": 3_600_000, "form_started_at": 1}
    fresh = post(client, form_name, form_token=fetch_token(client, FORM_NAMES[form_name]), **claims)
    no_token = post(client, form_name, **claims)
    assert reason(app, fresh) == "too-fast"  # issued just now, by our clock
    assert reason(app, no_token) == "no-timing"


def test_forged_expired_and_other_forms_tokens_are_suspect(app, client):
    app.config["MIN_SUBMIT_SECONDS"] = 2
    app.config["FORM_TOKEN_MAX_AGE_SECONDS"] = 3600
    good = human("contact", seconds_ago=30)["form_token"]
    forged = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    cases = {
        "forged": forged,
        "another form's": human("newsletter", seconds_ago=30)["form_token"],
        "expired": human("contact", seconds_ago=7300, signed_seconds_ago=7200)["form_token"],
        "not text": 12345,
        "garbage": "not-a-token",
    }
    for name, token in cases.items():
        assert reason(app, post(client, "contact", form_token=token)) == "no-timing", name
    assert reason(app, post(client, "contact", form_token=good)) is None


def test_a_stale_tab_renews_its_token_and_keeps_its_start(app, client):
    app.config["MIN_SUBMIT_SECONDS"] = 2
    app.config["FORM_TOKEN_MAX_AGE_SECONDS"] = 3600
    stale = human("finder", seconds_ago=5 * 3600, signed_seconds_ago=5 * 3600)["form_token"]
    assert reason(app, post(client, "finder", form_token=stale)) == "no-timing"
    renewed = fetch_token(client, "finder", renew=stale)
    assert reason(app, post(client, "finder", form_token=renewed)) is None
    # Renewing a forged or another form's token is no error either: it starts afresh.
    for old in ("forged", human("contact", seconds_ago=60)["form_token"]):
        fresh = fetch_token(client, "finder", renew=old)
        assert reason(app, post(client, "finder", form_token=fresh)) == "too-fast"


def test_the_openapi_document_describes_the_form_token(client):
    document = client.get("/api/openapi.json").get_json()
    assert "form_token" in document["info"]["description"]
    assert "/api/form-token" in document["paths"]
    contact = document["components"]["schemas"]["ContactContact"]["properties"]
    assert "/api/form-token" in contact["form_token"]["description"]
