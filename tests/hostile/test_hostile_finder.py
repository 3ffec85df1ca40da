"""The AI Tool Finder with hostile names, end to end on the real worker: stored, emailed as
text, printed literally in the WeasyPrint PDF, returned by the results API and the admin
leads API as plain JSON strings."""

from io import BytesIO

import pytest
from pypdf import PdfReader

from tests.support.admin_accounts import signed_in_client
from tests.support.hostile_forms import FORMS
from tests.support.hostile_payloads import (
    ASTRAL,
    COMBINING,
    EMOJI,
    NFC,
    RTL_OVERRIDE,
    SQL_DROP,
    SQL_OR,
    XSS_IMG,
    XSS_SCRIPT,
    XSS_SVG,
    stored_form,
)
from tests.support.mail_checks import assert_shown_as_text, messages_about

# A first name is only ever a name (issue 25): its hostile case is one that needs escaping.
RUNS = {
    "markup": {
        "firstName": "Ada O'Brien",
        "companyName": f"{XSS_SCRIPT} {XSS_IMG}",
        "currentTools": f"{XSS_SVG}\r\n{SQL_DROP}",
    },
    # A statement after a semicolon is a sentence, never a company's name (issue 33).
    "sql": {"firstName": NFC, "companyName": SQL_OR, "currentTools": f"{SQL_OR} {SQL_DROP}"},
    "unicode": {
        "firstName": f"Ada {COMBINING}",
        "companyName": f"{RTL_OVERRIDE} {ASTRAL} {COMBINING} {EMOJI}",
        "currentTools": None,
    },
}


def _flat(text: str) -> str:
    return " ".join(text.split())


def _pdf_text(pdf: bytes) -> str:
    # pypdf reads some font subsets back with NULs between characters (see consistency.py).
    text = " ".join(page.extract_text() for page in PdfReader(BytesIO(pdf)).pages)
    return _flat(text.replace("\x00", ""))


@pytest.fixture
def finished_runs(app, client, run_worker, smtp) -> dict:
    ids = {}
    for run, fields in RUNS.items():
        body = {**FORMS["finder"].body, **fields, "email": f"finder-{run}@example.co.uk"}
        response = client.post("/api/finder", json=body)
        assert response.status_code == 202, response.get_json()
        ids[run] = response.get_json()["id"]
    run_worker()
    for run in RUNS:
        smtp.wait_for(f"finder-{run}@example.co.uk")
    return ids


def test_results_api_returns_the_names_as_json_strings(client, finished_runs):
    for run, token in finished_runs.items():
        answer = client.get(f"/api/finder/{token}").get_json()
        assert answer["status"] == "succeeded", answer
        shown = answer["results"]["userInput"]["companyName"]
        assert shown == stored_form(RUNS[run]["companyName"], "company")


def test_email_and_pdf_show_the_names_as_text(smtp, finished_runs):
    for run, fields in RUNS.items():
        emails = messages_about(smtp.messages, f"finder-{run}@example.co.uk")
        finder_email = [m for m in emails if m.get_content_type() == "multipart/mixed"]
        assert len(finder_email) == 1, [m["Subject"] for m in emails]
        if run != "unicode":
            assert_shown_as_text(finder_email, fields["companyName"])
            assert_shown_as_text(finder_email, fields["firstName"])
        pdfs = [
            part.get_content()
            for part in finder_email[0].iter_attachments()
            if part.get_content_type() == "application/pdf"
        ]
        assert len(pdfs) == 1
        text = _pdf_text(pdfs[0])
        assert f"Prepared for {_flat(fields['firstName'])}" in text or run == "unicode", text[:400]
        if run == "unicode":
            # Glyph coverage varies by font; what must hold is a PDF naming the visitor.
            assert "Prepared for Ada" in text, text[:400]
        else:
            assert _flat(fields["companyName"]) in text, text[:400]


def test_admin_sees_the_names_as_json_strings_and_can_regenerate_the_pdf(app, finished_runs):
    admin = signed_in_client(app, "hostile-admin@example.co.uk", "admin")
    listed = admin.get("/api/admin/leads", query_string={"kind": "finder"}).get_json()["leads"]
    assert len(listed) == len(RUNS)
    for run, token in finished_runs.items():
        lead = admin.get(f"/api/admin/leads/{token}").get_json()["lead"]
        assert lead["name"] == RUNS[run]["firstName"]
        assert lead["finder"]["company_name"] == stored_form(RUNS[run]["companyName"], "company")
        report = admin.get(f"/api/admin/leads/{token}/report.pdf", query_string={"fresh": "1"})
        assert report.status_code == 200 and report.mimetype == "application/pdf"
        if run != "unicode":
            assert _flat(RUNS[run]["companyName"]) in _pdf_text(report.data)
