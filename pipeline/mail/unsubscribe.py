"""Unsubscribing (UK PECR / RFC 8058): the links and headers every marketing email
carries, recording an unsubscribe, and the check the delivery job makes before each
marketing send."""

from urllib.parse import quote

from sqlalchemy.exc import IntegrityError

from pipeline import signups
from pipeline.models.db import db, utcnow
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup
from pipeline.settings import setting

PAGE_PATH = "/unsubscribe"  # the site page with a confirm button (a GET never unsubscribes)
API_PATH = "/api/unsubscribe"  # RFC 8058 one-click POST target


def page_url(signup_id: int) -> str:
    return signups.token_link(PAGE_PATH, "unsubscribe", signup_id)


def headers(signup_id: int) -> dict[str, str]:
    one_click = signups.token_link(API_PATH, "unsubscribe", signup_id)
    mailbox = setting("UNSUBSCRIBE_EMAIL") or setting("CONTACT_EMAIL")
    subject = quote(f"Unsubscribe {signup_id}")
    return {
        "List-Unsubscribe": f"<{one_click}>, <mailto:{mailbox}?subject={subject}>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }


def is_suppressed(email: str) -> bool:
    return (
        db.session.scalar(
            db.select(MailSuppression.id).where(MailSuppression.email == email.lower())
        )
        is not None
    )


def unsubscribe(signup_id: int) -> Signup | None:
    """Stop all marketing to the signup's address. Idempotent; None if the signup is gone
    (erased on request), which callers treat as done: there is nobody left to mail."""
    signup = db.session.get(Signup, signup_id)
    if signup is None:
        return None
    now = utcnow()
    for row in db.session.scalars(db.select(Signup).where(Signup.email == signup.email)):
        if row.status != "unsubscribed":
            row.status = "unsubscribed"
            row.unsubscribed_at = now
    if not is_suppressed(signup.email):
        try:
            with db.session.begin_nested():
                db.session.add(
                    MailSuppression(email=signup.email.lower(), list_name=signup.list_name)
                )
        except IntegrityError:
            pass  # a concurrent click recorded it first
    db.session.commit()
    return signup


def lift(email: str) -> None:
    """The address's owner just proved they want mail again (confirmed a double opt-in).
    The caller commits."""
    db.session.execute(db.delete(MailSuppression).where(MailSuppression.email == email.lower()))
