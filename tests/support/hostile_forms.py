"""Every public form: its endpoint, a valid body, and each free-text field with its limits
and where the API stores it."""

from dataclasses import dataclass, field

from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.signups.consent_wording import WORDINGS
from tests.support.form_timing import human


@dataclass(frozen=True)
class TextField:
    name: str
    max_length: int
    single_line: bool = True
    required: bool = True
    # "name" and "company" follow web/api/visitor_text.py's rules; "text" takes anything.
    kind: str = "text"


@dataclass(frozen=True)
class Form:
    name: str
    path: str
    body: dict
    fields: tuple[TextField, ...]
    # Fields whose input must be refused whatever it is (closed lists): name -> message part.
    closed: dict = field(default_factory=dict)


def _consent(version: str) -> dict:
    return {"version": version, "wording": WORDINGS[version].text}


FORMS = {
    "contact": Form(
        "contact",
        "/api/contact",
        {
            "name": "Ada",
            "email": "ada@example.co.uk",
            "role": "business-owner",
            "message": "Hi",
            **human("contact"),
        },
        (TextField("name", 50, kind="name"), TextField("message", 5000, single_line=False)),
        {"role": "Please select your role"},
    ),
    "guide": Form(
        "guide",
        "/api/guide",
        {
            "first_name": "Ada",
            "email": "ada@example.co.uk",
            "consent": _consent("guide-2025-06"),
            **human("guide"),
        },
        (TextField("first_name", 50, kind="name"),),
        {"tags": "Tags are lower-case words and dashes."},
    ),
    "early_access": Form(
        "early_access",
        "/api/early-access",
        {
            "email": "ada@example.co.uk",
            "consent": _consent("early-access-2025-06"),
            **human("early-access"),
        },
        (),
        {"tags": "Tags are lower-case words and dashes."},
    ),
    "newsletter": Form(
        "newsletter",
        "/api/newsletter",
        {
            "first_name": "Ada",
            "email": "ada@example.co.uk",
            "consent": _consent("newsletter-2025-06"),
            **human("newsletter"),
        },
        (TextField("first_name", 50, required=False, kind="name"),),
        {"tags": "Tags are lower-case words and dashes."},
    ),
    "finder": Form(
        "finder",
        "/api/finder",
        {
            "firstName": "Ada",
            "email": "ada@example.co.uk",
            "companyName": "Analytical Engines Ltd",
            "companySize": "6-20",
            "businessGoal": ["generate-more-leads"],
            "mainChallenge": ["budget-constraints"],
            "currentTools": "Gmail",
            **human("finder"),
        },
        (
            TextField("firstName", 50, kind="name"),
            TextField("companyName", 200, kind="company"),
            TextField("currentTools", 1000, single_line=False, required=False),
        ),
        {"companySize": "Please select your company size"},
    ),
}


def stored_values(form: Form, submission_id: str) -> dict:
    """The stored value of each of the form's text fields, by API field name."""
    submission = db.session.get(Submission, submission_id)
    if form.name == "contact":
        row = db.session.scalars(
            db.select(ContactMessage).where(ContactMessage.submission_id == submission_id)
        ).one()
        return {"name": row.name, "message": row.message}
    if form.name == "finder":
        row = db.session.scalars(
            db.select(FinderRun).where(FinderRun.submission_id == submission_id)
        ).one()
        return {
            "firstName": row.first_name,
            "companyName": row.company_name,
            "currentTools": row.current_tools,
        }
    signup = db.session.scalars(
        db.select(Signup).where(Signup.list_name == form.name, Signup.email == submission.email)
    ).one()
    return {"first_name": signup.first_name} if form.fields else {}
