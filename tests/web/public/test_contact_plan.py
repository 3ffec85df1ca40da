"""POST /api/contact with the plan the visitor asked about (issue 18, item 4): a known plan
key is stored on the message and reaches the sales email, the lead in the admin and the
CSV; whether the quiz recommended it comes from the page the form was on; an unknown key
is refused with a clear 400 like a made-up role; no plan at all is the usual case."""

import csv
import io

import pytest

from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.submission import Submission
from tests.support.admin_accounts import signed_in_client
from tests.support.payloads import CONTACT

QUIZ_PAGE = "/contact?plan=growth&from=quiz"
UNKNOWN_PLAN = "Unknown plan: send one of clarity, growth, freedom, or leave it out."


def _send(client, **extra):
    return client.post("/api/contact", json={**CONTACT, **extra})


def _stored(app) -> list[tuple]:
    with app.app_context():
        return db.session.execute(
            db.select(ContactMessage.plan, Submission.source_page).join(
                Submission, Submission.id == ContactMessage.submission_id
            )
        ).all()


def test_a_known_plan_from_the_quiz_reaches_sales(app, client, run_worker, smtp):
    response = _send(client, plan="growth", page=QUIZ_PAGE)
    assert response.status_code == 202, response.get_json()
    assert _stored(app) == [("growth", QUIZ_PAGE)]
    run_worker()

    [sales] = smtp.to("sales@example.co.uk")
    assert sales["Subject"] == "New enquiry from Priya Shah (Business Owner) about the Growth plan"
    text = sales.get_body(("plain",)).get_content().replace("\r\n", "\n")
    assert "Role:    Business Owner\nPlan:    Growth (the plan quiz's result)\n\nMessage:" in text
    assert "Growth (the plan quiz&#39;s result)" in sales.get_body(("html",)).get_content()

    lead_id = response.get_json()["id"]
    sales_user = signed_in_client(app, "sales@example.com", "sales")
    contact = sales_user.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["contact"]
    assert (contact["plan"], contact["plan_label"], contact["plan_from_quiz"]) == (
        "growth", "Growth", True,
    )  # fmt: skip
    export = sales_user.get("/api/admin/leads/export.csv").get_data().decode("utf-8-sig")
    [row] = csv.DictReader(io.StringIO(export, newline=""))
    assert row["plan"] == "Growth (plan quiz result)" and row["source_page"] == QUIZ_PAGE


@pytest.mark.parametrize(
    ("page", "from_quiz"),
    [
        ("/contact?plan=freedom", False),  # a plan page's "Book a Call"
        ("/contact?plan=freedom&from=quiz", True),
        ("/contact?plan=growth&from=quiz", False),  # the page named another plan
        ("/contact?from=quiz", False),
        (None, False),
    ],
)
def test_the_quiz_counts_only_when_the_page_names_the_same_plan(app, client, page, from_quiz):
    lead_id = _send(client, plan="freedom", page=page).get_json()["id"]
    admin = signed_in_client(app, "admin@example.com", "admin")
    contact = admin.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]["contact"]
    assert (contact["plan"], contact["plan_from_quiz"]) == ("freedom", from_quiz)


@pytest.mark.parametrize(
    ("plan", "message"),
    [
        ("platinum", UNKNOWN_PLAN),
        ("Growth", UNKNOWN_PLAN),  # keys, not names
        ("", UNKNOWN_PLAN),
        (" ", UNKNOWN_PLAN),
        (3, "Must be text."),
        (["growth"], "Must be text."),
    ],
)
def test_an_unknown_plan_is_refused_with_a_clear_400(app, client, plan, message):
    response = _send(client, plan=plan)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["code"] == "validation_error"
    assert error["fields"] == {"plan": [message]}
    assert _stored(app) == []


@pytest.mark.parametrize("extra", [{}, {"plan": None}], ids=["missing", "null"])
def test_no_plan_is_fine(app, client, run_worker, smtp, extra):
    response = _send(client, **extra)
    assert response.status_code == 202, response.get_json()
    assert _stored(app) == [(None, None)]
    run_worker()
    [sales] = smtp.to("sales@example.co.uk")
    assert sales["Subject"] == "New enquiry from Priya Shah (Business Owner)"
    assert "Plan:" not in sales.get_body(("plain",)).get_content()
