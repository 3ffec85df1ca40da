"""Hostile text through a real worker and SMTP sink: every email that prints a visitor's
field shows it as text, and no field can add or split a mail header."""

import pytest

from tests.support.hostile_forms import FORMS
from tests.support.hostile_payloads import PAYLOADS
from tests.support.mail_checks import assert_headers_safe, assert_shown_as_text, messages_about

# Markup, SQL, header-splitting Unicode line breaks and astral text: each survives as text.
EMAIL_PAYLOADS = ("xss_script", "xss_img", "xss_svg", "sql_drop", "unicode_breaks", "emoji")
PRINTED = {  # form -> the free-text fields its emails print
    "contact": ("message",),
}
# Names take none of these payloads (issue 25): they are refused before any email.
NAMES = {"contact": "name", "guide": "first_name", "newsletter": "first_name"}


def _address(form_name: str, payload: str) -> str:
    return f"{form_name}-{payload.replace('_', '-')}@example.co.uk"


@pytest.mark.parametrize("form_name", list(PRINTED))
def test_emails_show_hostile_fields_as_text(app, client, run_worker, smtp, form_name):
    form = FORMS[form_name]
    for payload in EMAIL_PAYLOADS:
        body = {**form.body, "email": _address(form_name, payload)}
        body.update(dict.fromkeys(PRINTED[form_name], PAYLOADS[payload]))
        response = client.post(form.path, json=body)
        assert response.status_code == 202, (payload, response.get_json())
    run_worker()

    for payload in EMAIL_PAYLOADS:
        address = _address(form_name, payload)
        smtp.wait_for(address)
        assert_shown_as_text(messages_about(smtp.messages, address), PAYLOADS[payload])


def test_crlf_in_a_multi_line_field_stays_in_the_body(app, client, run_worker, smtp):
    """A contact message may span lines; its CR/LF must never reach a header."""
    form = FORMS["contact"]
    address = _address("contact", "header_crlf")
    message = PAYLOADS["header_crlf"] + "\r\nSubject: spoofed\r\n\r\n<b>body</b>"
    response = client.post(form.path, json={**form.body, "email": address, "message": message})
    assert response.status_code == 202
    run_worker()
    smtp.wait_for(address)
    emails = messages_about(smtp.messages, address)
    assert len(emails) == 2  # the sales notification and the acknowledgement
    for email in emails:
        assert_headers_safe(email)
        assert email["Subject"] != "spoofed"
        assert "<b>body</b>" not in email.get_body(preferencelist=("html",)).get_content()


def test_single_line_fields_refuse_crlf_before_any_email(app, client, run_worker, smtp):
    for form_name, name in NAMES.items():
        form = FORMS[form_name]
        body = {**form.body, "email": _address(form_name, "crlf"), name: PAYLOADS["header_crlf"]}
        response = client.post(form.path, json=body)
        assert response.status_code == 400
        assert response.get_json()["error"]["fields"][name] == ["Must be a single line."]
    run_worker()
    assert smtp.messages == []
