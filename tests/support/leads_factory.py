"""Real submissions for the sales and operations tests, made through the public API the
site's forms use (so every row, outbox entry and job is the product's own)."""

import re

from flask.testing import FlaskClient

from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.submission import Submission
from pipeline.signups.consent_wording import WORDINGS
from tests.support.form_timing import human

FINDER_GOALS = ["generate-more-leads", "automate-customer-service"]
FINDER_CHALLENGES = ["finding-right-tools"]


def consent(version: str) -> dict:
    return {"version": version, "wording": WORDINGS[version].text}


def submit_contact(client: FlaskClient, name: str, email: str, message: str, **extra) -> str:
    payload = {"name": name, "email": email, "role": "ops-director", "message": message}
    response = client.post("/api/contact", json={**payload, **human("contact"), **extra})
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def submit_finder(client: FlaskClient, first_name: str, email: str, company: str,
                  size: str = "6-20", goals: list[str] = FINDER_GOALS,
                  challenges: list[str] = FINDER_CHALLENGES, sector: str | None = None,
                  current_tools: str = "Spreadsheets") -> str:  # fmt: skip
    """`sector`: the visitor's answer to "What kind of business are you?" (None: none)."""
    answer = {} if sector is None else {"sector": sector}
    response = client.post(
        "/api/finder",
        json={
            "firstName": first_name,
            "email": email,
            "companyName": company,
            "companySize": size,
            "businessGoal": goals,
            "mainChallenge": challenges,
            "currentTools": current_tools,
            "page": "/ai-tool-finder",
            "utm": {"utm_source": "newsletter", "utm_campaign": "spring"},
            **answer,
            **human("finder"),
        },
    )
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def submit_guide(client: FlaskClient, first_name: str, email: str) -> str:
    response = client.post(
        "/api/guide",
        json={
            "first_name": first_name,
            "email": email,
            "consent": consent("guide-2025-06"),
            "page": "/smart-automation-guide",
            "referrer": "https://search.example/",
            **human("guide"),
        },
    )
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def submit_early_access(client: FlaskClient, email: str) -> str:
    response = client.post(
        "/api/early-access",
        json={
            "email": email,
            "tags": ["playbooks"],
            "consent": consent("early-access-2025-06"),
            **human("early-access"),
        },
    )
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def submit_newsletter(client: FlaskClient, first_name: str, email: str) -> str:
    response = client.post(
        "/api/newsletter",
        json={
            "first_name": first_name,
            "email": email,
            "consent": consent("newsletter-2025-06"),
            **human("newsletter"),
        },
    )
    assert response.status_code == 202, response.get_json()
    return response.get_json()["id"]


def confirm_newsletter(client: FlaskClient, smtp, email: str) -> None:
    """Confirm a newsletter sign-up with the token its confirmation email carries (the
    worker must have sent that email first)."""
    [message] = smtp.wait_for(email, subject="Please confirm your Calm AI Digest subscription")
    text = message.get_body(("plain",)).get_content()
    token = re.search(r"/newsletter/confirm\?token=([\w.\-]+)", text).group(1)
    response = client.post("/api/newsletter/confirm", json={"token": token})
    assert response.status_code == 200, response.get_json()


def store_contact_name(app, submission_id: str, name: str) -> None:
    """Give a stored contact message a name the form now refuses (markup, a formula): as a
    row kept from before names were checked (issue 25) would have, for the admin side's
    tests of what it does with one."""
    with app.app_context():
        db.session.get(Submission, submission_id).name = name
        message = db.session.scalars(
            db.select(ContactMessage).where(ContactMessage.submission_id == submission_id)
        ).one()
        message.name = name
        db.session.commit()
