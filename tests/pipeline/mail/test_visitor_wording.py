"""Issue 25: the finder email and its PDF, sent to an address nobody has proved, carry no
wording of the visitor's beyond a checked name: unknown current tools are never quoted, the
email signs off as us (never as the company the visitor typed), and a bare "Booking.com"
company name can't be turned into a link by a mail client. Real worker, WeasyPrint, SMTP."""

import re
from io import BytesIO

from pypdf import PdfReader

from pipeline.settings import company_name
from tests.support.payloads import FINDER

UNKNOWN_TOOLS = ("Quokkabooks", "Wombatpay")


def finder_email(client, run_worker, smtp, **fields):
    response = client.post("/api/finder", json={**FINDER, **fields})
    assert response.status_code == 202, response.get_json()
    run_worker()
    [email] = smtp.wait_for(FINDER["email"])
    return email


def parts(email) -> tuple[str, str, str]:
    html = email.get_body(("html",)).get_content()
    text = email.get_body(("plain",)).get_content()
    [pdf] = [p.get_content() for p in email.iter_attachments()]
    pdf_text = " ".join(page.extract_text() for page in PdfReader(BytesIO(pdf)).pages)
    return html, text, " ".join(pdf_text.replace("\x00", "").split())


def test_unknown_current_tools_are_never_quoted_in_the_email_or_pdf(app, client, run_worker, smtp):
    # A profile whose rationales have room for the "could not confirm" sentence.
    email = finder_email(
        client,
        run_worker,
        smtp,
        businessGoal=["automate-customer-service"],
        mainChallenge=["other"],
        currentTools=", ".join(UNKNOWN_TOOLS),
    )
    html, text, pdf = parts(email)
    for part in (html, text, pdf):
        for tool in UNKNOWN_TOOLS:
            assert tool not in part
    # Still told, in our words, that some of their tools weren't checked.
    assert "We could not confirm how it works with the other tools you mentioned" in text


def test_the_finder_email_signs_off_as_us_not_as_the_visitors_company(
    app, client, run_worker, smtp
):
    email = finder_email(client, run_worker, smtp, companyName="Quokka Holdings")
    html, text, _ = parts(email)
    with app.app_context():
        brand = company_name()
    assert "Quokka Holdings team" not in html and "Quokka Holdings team" not in text
    assert f"The {brand} team" in text
    assert "Quokka Holdings" in text  # still what they told us about
    # Named once, in that sentence: never as the sender in the header band or sign-off.
    assert html.count("Quokka Holdings") == 1 and text.count("Quokka Holdings") == 1


def test_a_bare_domain_company_name_is_shown_but_never_linkable(app, client, run_worker, smtp):
    email = finder_email(client, run_worker, smtp, companyName="Booking.com")
    html, text, _ = parts(email)
    for part in (html, text):
        # A mail client's auto-linker sees "Booking." and "com", never a host name.
        assert "Booking.com" not in part
        assert "Booking.\u200bcom" in part
    assert not any("booking" in href.lower() for href in re.findall(r'href="([^"]*)"', html))
