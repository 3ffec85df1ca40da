"""Every hostile string in every text field of every public form is either stored exactly
as sent (modulo the documented strip) or refused with a 400 naming the field; never a 500."""

import pytest

from pipeline.models.consent_record import ConsentRecord
from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.hostile_forms import FORMS, stored_values
from tests.support.hostile_payloads import PAYLOADS, refused, stored_form, value_for

SAFE = "Ada"


def _count(app) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(Submission))


def _hostile_body(form, payload: str) -> tuple[dict, set[str]]:
    body, refusals = dict(form.body), set()
    for field in form.fields:
        value = value_for(payload, field.max_length)
        body[field.name] = value
        if refused(payload, value, field.max_length, field.single_line, field.kind):
            refusals.add(field.name)
    # Where the submission came from is visitor-controlled text too, stored on the row.
    source = value_for(payload, 100)
    body.update(page=source, referrer=source, utm={"utm_source": source})
    body["email"] = f"{form.name.replace('_', '-')}-{payload.replace('_', '-')}@example.co.uk"
    return body, refusals


def assert_refused(response, fields: set[str]) -> None:
    assert response.status_code == 400, response.get_data(as_text=True)[:300]
    error = response.get_json()["error"]
    assert error["code"] == "validation_error"
    assert set(error["fields"]) == fields
    for messages in error["fields"].values():
        assert messages and all(isinstance(m, str) and m for m in messages)


def _submit_and_check(app, client, form, payload: str) -> None:
    body, refusals = _hostile_body(form, payload)
    before = _count(app)
    if refusals:
        assert_refused(client.post(form.path, json=body), refusals)
        assert _count(app) == before, "a refused submission must store nothing"
        body.update(dict.fromkeys(refusals, SAFE))

    response = client.post(form.path, json=body)
    assert response.status_code == 202, response.get_data(as_text=True)[:300]
    submission_id = response.get_json()["id"]
    with app.app_context():
        stored = stored_values(form, submission_id)
        for field in form.fields:
            expected = SAFE if field.name in refusals else stored_form(body[field.name], field.kind)
            assert stored[field.name] == expected, field.name
        submission = db.session.get(Submission, submission_id)
        # The source is bounded and loses any null byte (see web/api/source.py).
        source = body["page"].replace("\x00", "")
        assert submission.source_page == source[:500]
        assert submission.referrer == source[:1000]
        assert submission.utm == {"utm_source": source[:200]}


@pytest.mark.parametrize("form_name", list(FORMS))
def test_text_fields_are_stored_faithfully_or_refused(app, client, form_name):
    """One submission per payload class with the payload in every text field at once (and
    in the page/referrer/UTM source fields); every class is tried and all failures shown."""
    failures = []
    for payload in PAYLOADS:
        try:
            _submit_and_check(app, client, FORMS[form_name], payload)
        except AssertionError as exc:
            failures.append(f"{payload}: {exc}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("form_name", list(FORMS))
def test_closed_fields_refuse_every_payload(app, client, form_name):
    """Fields with a fixed set of values (role, company size, tags) refuse all hostile input."""
    form = FORMS[form_name]
    for name, message in form.closed.items():
        for payload in PAYLOADS:
            value = value_for(payload, 40)
            body = {**form.body, name: [value] if name == "tags" else value}
            response = client.post(form.path, json=body)
            assert_refused(response, {name})
            if not refused(payload, value, 20, single_line=True):
                # Past the text rules, the field's own message explains the choice.
                assert message in response.get_json()["error"]["fields"][name][0]
    assert _count(app) == 0


@pytest.mark.parametrize("form_name", list(FORMS))
def test_hostile_email_addresses_are_refused(app, client, form_name):
    form = FORMS[form_name]
    for payload in PAYLOADS:
        value = value_for(payload, 254)
        for email in (f"{value}@example.co.uk", f"ada@example.co.uk{value}"):
            response = client.post(form.path, json={**form.body, "email": email})
            assert_refused(response, {"email"})
            assert response.get_json()["error"]["fields"]["email"] == [
                "Please enter a valid email address"
            ]
    assert _count(app) == 0


@pytest.mark.parametrize("form_name", ["guide", "early_access", "newsletter"])
def test_consent_wording_from_the_browser_is_never_stored(app, client, form_name):
    """We store our own copy of the consent text; a hostile `wording` changes nothing."""
    form = FORMS[form_name]
    consent = {**form.body["consent"], "wording": PAYLOADS["xss_script"] + PAYLOADS["sql_drop"]}
    response = client.post(form.path, json={**form.body, "consent": consent})
    assert response.status_code == 202
    with app.app_context():
        record = db.session.scalars(db.select(ConsentRecord)).one()
        assert record.wording == form.body["consent"]["wording"]
