"""A valid body for each public form, as a browser that filled it in sends it: used by the
API tests of each form and by the pipeline and worker tests that submit one."""

from pipeline.signups.consent_wording import WORDINGS
from tests.support.form_timing import human


def consent(version: str) -> dict:
    return {"version": version, "wording": WORDINGS[version].text}


CONTACT = {
    "name": "Priya Shah",
    "email": "priya@example.co.uk",
    "role": "business-owner",
    "message": "We'd like help choosing AI tools for our bookkeeping team.",
    **human("contact"),
}
FINDER = {
    "firstName": "Priya",
    "email": "priya@example.co.uk",
    "companyName": "Shah & Daughters Ltd",
    "companySize": "6-20",
    "businessGoal": ["generate-more-leads", "automate-reporting"],
    "mainChallenge": ["budget-constraints", "lack-technical-expertise"],
    "currentTools": "Gmail, Xero",
    **human("finder"),
}
GUIDE = {
    "first_name": "Priya",
    "email": "priya@example.co.uk",
    "tags": ["fivesmartways"],
    "consent": consent("guide-2025-06"),
    "website": "",
    "page": "/smart-automation-guide",
    "referrer": "https://www.linkedin.com/",
    "utm": {"utm_source": "linkedin", "utm_campaign": "guide-launch", "evil": "x"},
    **human("guide"),
}
EARLY = {
    "email": "sam@example.co.uk",
    "tags": ["playbooks", "early-access"],
    "consent": consent("early-access-2025-06"),
    **human("early-access"),
}
NEWSLETTER = {
    "first_name": "",
    "email": "lee@example.co.uk",
    "consent": consent("newsletter-2025-06"),
    **human("newsletter"),
}
