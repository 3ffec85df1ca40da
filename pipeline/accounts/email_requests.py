"""The emails the admin accounts send (verify, already registered, finish an unconfirmed
sign-up, password reset), and the job that answers reset requests.

Nothing a visitor typed goes to an address that has not confirmed it is theirs: a first
name entered at sign-up is used in greetings only once the account's address is confirmed.

A reset request only stores an AccountEmailRequest and its outbox entry, the same work for
any address; the job looks the account up and writes the email if there is one. So the
request's answer and timing are the same whether or not the address is registered."""

from itsdangerous import URLSafeTimedSerializer

from pipeline import mail, queues
from pipeline.accounts.email_address import canonical
from pipeline.models.account_email_request import AccountEmailRequest
from pipeline.models.db import db, new_id
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.profile import Profile
from pipeline.models.user import User
from pipeline.settings import setting

PROCESS = "pipeline.accounts.email_requests.process"
VERIFY_SALT = "account-verify-email"
RESET_SALT = "account-reset-password"


def serializer(salt: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(setting("SECRET_KEY"), salt=salt)


def _link(path: str, token: str) -> str:
    return f"{setting('SITE_URL')}{path}?token={token}"


def _greeting_name(user: User, profile: Profile | None) -> str | None:
    if user.email_verified_at is None or profile is None:
        return None
    return profile.first_name


def reset_url(user: User) -> str:
    # Carries session_version, which every password change bumps: the link works once.
    token = serializer(RESET_SALT).dumps({"uid": user.id, "sv": user.session_version})
    return _link("/admin/reset-password", token)


def send(draft: mail.Draft) -> None:
    """Store the email, commit, then hand it to the mail queue (the sweeper retries if
    Redis is down). Account emails are transactional, never marketing, but count in the
    mailbox's daily cap like the forms' (pipeline/mail/limits.py): past it the email is
    stored as not sent."""
    message = mail.queue_capped(draft, None)
    db.session.commit()
    entry = db.session.get(OutboxEntry, message.id)
    queues.try_enqueue([entry] if entry else [])


def verification(user: User) -> mail.Draft:
    # Bound to the address and the password it was sent with: after a change of either
    # the link only says it has been used (users.account_for_verify_token).
    payload = {"uid": user.id, "email": user.email, "sv": user.session_version}
    token = serializer(VERIFY_SALT).dumps(payload)
    return mail.Draft(
        purpose="account_verify",
        template="account_verify",
        to_addr=user.email,
        subject="Confirm your email address",
        context={
            "verify_url": _link("/admin/verify-email", token),
            "hours": setting("EMAIL_VERIFY_MAX_AGE") // 3600,
        },
    )


def already_registered(user: User, profile: Profile | None) -> mail.Draft:
    """To the owner of a confirmed account someone tried to sign up with again."""
    return mail.Draft(
        purpose="account_exists",
        template="account_exists",
        to_addr=user.email,
        subject="Someone tried to create an account with your email",
        context={
            "login_url": f"{setting('SITE_URL')}/admin/login",
            "first_name": _greeting_name(user, profile),
        },
    )


def finish_unconfirmed(user: User) -> mail.Draft:
    """To an address whose earlier sign-up was never confirmed: whoever reads this mailbox
    chooses the password, and anyone signed in with the earlier sign-up's password is
    signed out (a pre-claimed address goes to its real owner)."""
    return mail.Draft(
        purpose="account_unconfirmed",
        template="account_unconfirmed",
        to_addr=user.email,
        subject="Finish setting up your admin account",
        context={
            "claim_url": reset_url(user),
            "minutes": setting("PASSWORD_RESET_MAX_AGE") // 60,
        },
    )


def password_reset(user: User, profile: Profile | None) -> mail.Draft:
    return mail.Draft(
        purpose="account_reset",
        template="account_reset",
        to_addr=user.email,
        to_name=_greeting_name(user, profile),
        subject="Reset your password",
        context={
            "first_name": _greeting_name(user, profile),
            "reset_url": reset_url(user),
            "minutes": setting("PASSWORD_RESET_MAX_AGE") // 60,
        },
    )


# --- reset requests, answered by the job ---------------------------------------------


def request_reset(email: str) -> str:
    """Queue a reset email for `email` if it has an account; the same work either way.
    Returns the job id."""
    job_id = new_id()
    db.session.add(AccountEmailRequest(id=job_id, kind="reset", email=canonical(email)))
    queues.add(PROCESS, job_id)
    db.session.commit()
    queues.enqueue([(PROCESS, job_id)])
    return job_id


def process(job_id: str) -> str:
    request = db.session.get(AccountEmailRequest, job_id)
    if request is None:
        # Already answered (a duplicate run): nothing to send twice.
        queues.mark_done(job_id)
        return "already-done"
    user = db.session.scalars(db.select(User).where(User.email == request.email)).first()
    message_id = None
    if user is not None:
        draft = password_reset(user, db.session.get(Profile, user.id))
        message_id = mail.queue_capped(draft, None).id
    # The address is not kept once answered: the row goes with the same commit that
    # stores the email (mark_done commits).
    db.session.delete(request)
    queues.mark_done(job_id)
    if message_id is None:
        return "no-account"
    queues.enqueue_unqueued([message_id])
    return "sent"
