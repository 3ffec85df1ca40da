"""PostgreSQL refuses NUL characters in text and is where Unicode round-trips matter most:
the storage half of the corpus for those two classes, on the real PostgreSQL stack."""

import pytest

from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.hostile_forms import FORMS, stored_values
from tests.support.hostile_payloads import (
    ASTRAL,
    COMBINING,
    EMOJI,
    NFC,
    NFD,
    NULL_BYTE,
    RTL_OVERRIDE,
    stored_form,
)

UNICODE = " ".join((RTL_OVERRIDE, EMOJI, COMBINING, ASTRAL, NFC, NFD, "a\u200db"))
# What of it a person's name may hold (issue 25: letters and their marks).
NAME_UNICODE = " ".join((COMBINING, NFC, NFD))
# ...and a company's name: at most ten words (issue 33).
COMPANY_UNICODE = " ".join((RTL_OVERRIDE, ASTRAL, NFC, NFD, "a\u200db"))
SENT = {"name": NAME_UNICODE, "company": COMPANY_UNICODE}


@pytest.mark.parametrize("stack", ["postgres"], indirect=True)
@pytest.mark.parametrize("form_name", ["contact", "finder", "guide"])
def test_unicode_round_trips_and_null_bytes_never_500(app, client, form_name):
    form = FORMS[form_name]
    names = [f.name for f in form.fields]

    # Null bytes in the form's text fields: refused, naming each field.
    body = {**form.body, **dict.fromkeys(names, NULL_BYTE)}
    response = client.post(form.path, json=body)
    assert response.status_code == 400
    assert set(response.get_json()["error"]["fields"]) == set(names)

    # ...and in the free-form source fields, which have no field message to give: dropped.
    source = {"page": f"/p{NULL_BYTE}", "referrer": NULL_BYTE, "utm": {"utm_source": NULL_BYTE}}
    response = client.post(form.path, json={**form.body, **source})
    assert response.status_code == 202, response.get_data(as_text=True)[:300]
    with app.app_context():
        row = db.session.get(Submission, response.get_json()["id"])
        assert (row.source_page, row.referrer) == ("/pEveNull", "EveNull")
        assert row.utm == {"utm_source": "EveNull"}

    # Every Unicode edge case at once, stored code point for code point (no normalisation;
    # names and company names lose only the characters that show nothing).
    sent = {f.name: SENT.get(f.kind, UNICODE) for f in form.fields}
    body = {**form.body, **sent, "email": "uni@example.co.uk"}
    response = client.post(form.path, json=body)
    assert response.status_code == 202, response.get_data(as_text=True)[:300]
    with app.app_context():
        stored = stored_values(form, response.get_json()["id"])
    assert stored == {f.name: stored_form(sent[f.name], f.kind) for f in form.fields}
    assert NFC in stored[names[0]] and NFD in stored[names[0]]  # both forms kept as sent
