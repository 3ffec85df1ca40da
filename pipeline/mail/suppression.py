"""The suppression list (UK PECR): addresses whose owner has asked for no more marketing.
The delivery job checks it before each marketing send; sign-ups add to it when someone
unsubscribes and lift it when the owner confirms a new opt-in. Found by the address's key
(addresses.address_key), so no spelling of a suppressed address gets marketing again."""

from sqlalchemy.exc import IntegrityError

from pipeline.mail.addresses import address_key
from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression


def is_suppressed(email: str) -> bool:
    return (
        db.session.scalar(
            db.select(MailSuppression.id)
            .where(MailSuppression.email_key == address_key(email))
            .limit(1)
        )
        is not None
    )


def suppress(email: str, list_name: str, reason: str = "unsubscribed") -> None:
    """Stop marketing to the address, once however often it is asked. The caller commits.
    `reason`: "unsubscribed", or "bounced" when the server said the mailbox doesn't exist."""
    if is_suppressed(email):
        return
    try:
        with db.session.begin_nested():
            db.session.add(
                MailSuppression(
                    email=email.lower(),
                    email_key=address_key(email),
                    list_name=list_name,
                    reason=reason,
                )
            )
    except IntegrityError:
        pass  # a concurrent click recorded it first


def lift(email: str) -> None:
    """The address's owner just proved they want mail again (confirmed a double opt-in).
    The caller commits."""
    db.session.execute(
        db.delete(MailSuppression).where(MailSuppression.email_key == address_key(email))
    )
