"""The salesperson a visitor already belongs to (issue 34: offered first): the owner of
the newest owned lead with the visitor's address, or with the address of the finder run they
came from. Read from the tables (lead_handling), never from pipeline.leads, which stands
above booking (ARCHITECTURE.md, Layers)."""

from pipeline import mail
from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.submission import Submission


def _keys(email: str | None, finder_run: str | None) -> list[str]:
    """The address keys (mail.address_key: any spelling of an address finds its leads)."""
    addresses = [email] if email else []
    if finder_run:
        run = db.session.get(Submission, finder_run)
        if run is not None and run.kind == "finder" and not run.is_spam:
            addresses.append(run.email)
    return list(dict.fromkeys(mail.address_key(address) for address in addresses))


def owner_of(email: str | None, finder_run: str | None = None) -> int | None:
    keys = _keys(email, finder_run)
    if not keys:
        return None
    return db.session.scalar(
        db.select(LeadHandling.owner_user_id)
        .join(Submission, Submission.id == LeadHandling.submission_id)
        .where(
            Submission.email_key.in_(keys),
            Submission.is_spam.is_(False),
            LeadHandling.owner_user_id.is_not(None),
        )
        .order_by(Submission.created_at.desc())
        .limit(1)
    )
