"""Unsubscribing (UK PECR / RFC 8058): the links and headers every email to a subscriber
carries, and recording an unsubscribe on the lists. Here, with the lists it changes; mail
keeps only the suppression list its delivery job checks."""

from urllib.parse import quote

from pipeline import mail
from pipeline.models.db import db, utcnow
from pipeline.models.signup import Signup
from pipeline.settings import setting
from pipeline.signups import tokens

PAGE_PATH = "/unsubscribe"  # the site page with a confirm button (a GET never unsubscribes)
API_PATH = "/api/unsubscribe"  # RFC 8058 one-click POST target


def page_url(signup_id: int) -> str:
    return tokens.link(PAGE_PATH, "unsubscribe", signup_id)


def headers(signup_id: int) -> dict[str, str]:
    one_click = tokens.link(API_PATH, "unsubscribe", signup_id)
    mailbox = setting("UNSUBSCRIBE_EMAIL") or setting("CONTACT_EMAIL")
    subject = quote(f"Unsubscribe {signup_id}")
    return {
        "List-Unsubscribe": f"<{one_click}>, <mailto:{mailbox}?subject={subject}>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }


def unsubscribe(signup_id: int) -> Signup | None:
    """Stop all marketing to the signup's address. Idempotent; None if the signup is gone
    (erased on request), which callers treat as done: there is nobody left to mail."""
    signup = db.session.get(Signup, signup_id)
    if signup is None:
        return None
    now = utcnow()
    for row in db.session.scalars(db.select(Signup).where(Signup.email_key == signup.email_key)):
        if row.status != "unsubscribed":
            row.status = "unsubscribed"
            row.unsubscribed_at = now
    mail.suppress(signup.email, signup.list_name)
    db.session.commit()
    return signup
