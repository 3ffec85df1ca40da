"""Subscribers and issues for the newsletter tests (issue 36): rows as the sign-up flow
leaves them (confirmed, pending, unsubscribed), written straight to the database."""

from datetime import timedelta

from sqlalchemy import insert

from pipeline import mail, newsletter
from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_delivery import NewsletterDelivery
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.models.signup import Signup

BODY = (
    "<h2>Three calm ways to start</h2><p>Start small: pick <strong>one</strong> task.</p>"
    '<ul><li>Write it down</li><li>Time it</li></ul><p><a href="/blog/start">Read more</a></p>'
)


def subscribers(count: int, list_name: str = "newsletter", tag: str = "reader",
                status: str = "subscribed", confirmed: bool = True) -> list[str]:  # fmt: skip
    """`count` addresses on `list_name`, committed; the addresses."""
    addresses = [f"{tag}-{i}@example.com" for i in range(count)]
    return subscribe(addresses, list_name, status, confirmed)


def subscribe(addresses: list[str], list_name: str = "newsletter", status: str = "subscribed",
              confirmed: bool = True) -> list[str]:  # fmt: skip
    """These addresses on `list_name`, as stored (and mailed) as given, committed."""
    now = utcnow()
    rows = [
        {"list_name": list_name, "email": address, "email_key": mail.address_key(address),
         "tags": [], "status": status,
         "confirmed_at": now - timedelta(days=1) if confirmed else None, "created_at": now}
        for address in addresses
    ]  # fmt: skip
    for at in range(0, len(rows), 1000):
        db.session.execute(insert(Signup), rows[at : at + 1000])
    db.session.commit()
    return addresses


def draft(list_name: str = "newsletter", subject: str = "The Calm AI Digest #1") -> int:
    issue = newsletter.save(
        None,
        {"subject": subject, "preview": "Three calm ways to start with AI", "body_html": BODY,
         "list_name": list_name},
    )  # fmt: skip
    return issue.id


def send_now(issue_id: int) -> None:
    newsletter.schedule(db.session.get(NewsletterIssue, issue_id), None)


def deliveries(issue_id: int) -> list[NewsletterDelivery]:
    db.session.expire_all()
    return list(
        db.session.scalars(
            db.select(NewsletterDelivery)
            .where(NewsletterDelivery.issue_id == issue_id)
            .order_by(NewsletterDelivery.id)
        )
    )


def issue(issue_id: int) -> NewsletterIssue:
    db.session.expire_all()
    return db.session.get(NewsletterIssue, issue_id)
