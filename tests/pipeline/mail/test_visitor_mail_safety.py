"""No visitor-written text goes to an address that has not proved it is theirs (issue 15):
the contact acknowledgement is a fixed message, no subject or To of a mail to a visitor
carries visitor text, and text in a body is escaped and never linked. Real worker + SMTP."""

import re
import secrets
import string

from tests.support.leads_factory import submit_contact
from tests.support.payloads import FINDER, GUIDE, NEWSLETTER


def raw(message) -> str:
    return message.as_string()


def test_a_contact_message_never_reaches_the_typed_address(app, client, run_worker, smtp):
    token = secrets.token_hex(12)
    name = "Name" + "".join(secrets.choice(string.ascii_letters) for _ in range(12))
    submit_contact(
        client, name, "stranger@example.co.uk", f"Buy now at spam.example {token}",
    )  # fmt: skip
    run_worker()
    [ack] = smtp.wait_for("stranger@example.co.uk")
    for part in (token, name, "spam.example", "Ops Director"):
        assert part not in raw(ack), part
    assert ack["Subject"] == "We've received your message"
    assert ack["To"] == "stranger@example.co.uk"  # no display name either
    text = ack.get_body(("plain",)).get_content()
    assert "1-2 business days" in text and "hello@example.co.uk" in text
    # Sales still get the whole message.
    [sales] = smtp.wait_for("sales@example.co.uk")
    assert token in sales.get_body(("plain",)).get_content()


def test_the_finder_email_subject_and_to_carry_no_visitor_text(app, client, run_worker, smtp):
    company = "Quokka Zebrafish Holdings"
    first_name = "Wombat"
    body = {**FINDER, "companyName": company, "firstName": first_name}
    assert client.post("/api/finder", json=body).status_code == 202
    run_worker()
    [email] = smtp.wait_for("priya@example.co.uk")
    for word in (*company.split(), first_name):
        assert word.lower() not in str(email["Subject"]).lower(), word
        assert word.lower() not in str(email["To"]).lower(), word
    assert email["Subject"] == "Your AI tool recommendations"


def test_sign_up_emails_carry_no_visitor_text_in_their_headers(app, client, run_worker, smtp):
    client.post("/api/guide", json={**GUIDE, "first_name": "Numbat"})
    client.post("/api/newsletter", json={**NEWSLETTER, "first_name": "Bilby"})
    run_worker()
    for address in ("priya@example.co.uk", "lee@example.co.uk"):
        [email] = smtp.wait_for(address)
        headers = "\n".join(f"{k}: {v}" for k, v in email.items())
        assert "Numbat" not in headers and "Bilby" not in headers


def test_visitor_text_in_a_visitor_email_body_is_never_a_link(app, client, run_worker, smtp):
    # A URL in a name or company is refused (issue 25); a bare host-like company name stays.
    url = "https://evil.example/x"
    refused = client.post(
        "/api/guide", json={**GUIDE, "email": "g@example.co.uk", "first_name": url}
    )
    assert refused.status_code == 400
    client.post("/api/finder", json={**FINDER, "companyName": "Acme evil.example"})
    run_worker()
    for address in ("priya@example.co.uk",):
        [email] = smtp.wait_for(address)
        html = email.get_body(("html",)).get_content()
        hrefs = re.findall(r'href="([^"]*)"', html)
        assert hrefs and not any("evil.example" in href for href in hrefs), hrefs
        assert "Acme evil.\u200bexample" in html  # shown, as text no client can link
