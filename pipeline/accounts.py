"""Admin accounts: sign-up, sign-in, email verification, password reset and roles.

Signing up never grants a role (spec 6): a role comes only from `flask users grant-role` or
from an existing admin. Answers to sign-up and reset requests are the same whether or not
the address has an account, so neither reveals who is registered. Links in emails are
itsdangerous tokens: signed, expiring, and (for resets) single-use because they carry the
account's session_version, which every password change bumps."""

from collections.abc import Callable
from dataclasses import dataclass

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from werkzeug.security import check_password_hash, generate_password_hash

from pipeline import mail, outbox
from pipeline.db import db, utcnow
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.profile import ROLES, Profile
from pipeline.models.user import User
from pipeline.settings import setting

MIN_PASSWORD_LENGTH = 12
MAX_PASSWORD_LENGTH = 256
PASSWORD_TOO_SHORT = f"Password must be at least {MIN_PASSWORD_LENGTH} characters."
PASSWORD_TOO_LONG = f"Password must be at most {MAX_PASSWORD_LENGTH} characters."
INVALID_CREDENTIALS = "Invalid email or password."
RESET_LINK_INVALID = (
    "This password reset link is invalid or has already been used. Request a new one."
)
RESET_LINK_EXPIRED = "This password reset link has expired. Request a new one."
VERIFY_LINK_INVALID = "This verification link is invalid. Sign in and request a new one."
VERIFY_LINK_EXPIRED = "This verification link has expired. Sign in and request a new one."
WRONG_CURRENT_PASSWORD = "Your current password is not correct."

VERIFY_SALT = "account-verify-email"
RESET_SALT = "account-reset-password"

# Checked against when the email is unknown, so a sign-in for a missing account costs the
# same scrypt work as one for a real account (no timing oracle for who is registered).
_DUMMY_HASH = generate_password_hash("not-a-real-password-just-timing")


class AccountError(ValueError):
    """A request we refuse with a message the person can act on."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message, self.field = message, field


@dataclass(frozen=True)
class Account:
    user: User
    profile: Profile

    @property
    def role(self) -> str | None:
        return self.profile.role


def normalise_email(email: str) -> str:
    return email.strip().lower()


def check_password_rules(password: str) -> None:
    if len(password) < MIN_PASSWORD_LENGTH:
        raise AccountError(PASSWORD_TOO_SHORT, "password")
    if len(password) > MAX_PASSWORD_LENGTH:
        raise AccountError(PASSWORD_TOO_LONG, "password")


def find(email: str) -> Account | None:
    user = db.session.scalars(db.select(User).where(User.email == normalise_email(email))).first()
    return load(user.id) if user else None


def load(user_id: int) -> Account | None:
    user = db.session.get(User, user_id)
    if user is None:
        return None
    profile = db.session.get(Profile, user.id) or Profile(id=user.id, email=user.email)
    return Account(user, profile)


def _serializer(salt: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(setting("SECRET_KEY"), salt=salt)


def _account_for_link(
    token: str,
    salt: str,
    max_age_setting: str,
    messages: tuple[str, str],
    still_valid: Callable[[Account, dict], bool],
) -> Account:
    """The account an emailed link was signed for, or AccountError with the link's own
    wording: `messages` is (expired, invalid)."""
    expired, invalid = messages
    try:
        data = _serializer(salt).loads(token, max_age=setting(max_age_setting))
    except SignatureExpired:
        raise AccountError(expired) from None
    except BadSignature:
        raise AccountError(invalid) from None
    account = load(data.get("uid")) if isinstance(data, dict) else None
    if account is None or not still_valid(account, data):
        raise AccountError(invalid)
    return account


def _send(draft: mail.Draft) -> None:
    """Store the email, commit, then hand it to the mail queue (the sweeper retries if
    Redis is down). Account emails are transactional, never marketing."""
    message = mail.queue_email(draft, None)
    db.session.commit()
    entry = db.session.get(OutboxEntry, message.id)
    outbox.try_enqueue([entry] if entry else [])


def _link(path: str, token: str) -> str:
    return f"{setting('SITE_URL')}{path}?token={token}"


# --- sign-up and verification -------------------------------------------------------


def sign_up(email: str, password: str, first_name: str) -> None:
    """Create a role-less account and email a verification link. For an address that
    already has an account, email its owner instead; the caller answers the same."""
    check_password_rules(password)
    email = normalise_email(email)
    password_hash = generate_password_hash(password)  # also paid for existing accounts
    existing = find(email)
    if existing:
        _send(
            mail.Draft(
                purpose="account_exists",
                template="account_exists",
                to_addr=email,
                subject="Someone tried to create an account with your email",
                context={
                    "login_url": f"{setting('SITE_URL')}/admin/login",
                    "first_name": existing.profile.first_name,
                },
            )
        )
        return
    user = User(email=email, password_hash=password_hash, session_version=1)
    db.session.add(user)
    db.session.flush()
    db.session.add(Profile(id=user.id, email=email, first_name=first_name or None, role=None))
    db.session.flush()
    _send_verification(user, first_name)


def _send_verification(user: User, first_name: str | None) -> None:
    token = _serializer(VERIFY_SALT).dumps({"uid": user.id, "email": user.email})
    _send(
        mail.Draft(
            purpose="account_verify",
            template="account_verify",
            to_addr=user.email,
            to_name=first_name or None,
            subject="Confirm your email address",
            context={
                "first_name": first_name,
                "verify_url": _link("/admin/verify-email", token),
                "hours": setting("EMAIL_VERIFY_MAX_AGE") // 3600,
            },
        )
    )


def verify_email(token: str) -> Account:
    account = _account_for_link(
        token,
        VERIFY_SALT,
        "EMAIL_VERIFY_MAX_AGE",
        (VERIFY_LINK_EXPIRED, VERIFY_LINK_INVALID),
        # Bound to the address: a link sent before an email change must not verify the new one.
        lambda account, data: account.user.email == data.get("email"),
    )
    if account.user.email_verified_at is None:
        account.user.email_verified_at = utcnow()
        db.session.commit()
    return account


# --- sign-in ----------------------------------------------------------------------


def authenticate(email: str, password: str) -> Account | None:
    account = find(email)
    if account is None:
        check_password_hash(_DUMMY_HASH, password)
        return None
    if not check_password_hash(account.user.password_hash, password):
        return None
    return account


# --- password reset and change -------------------------------------------------------


def request_password_reset(email: str) -> None:
    """Email a single-use reset link if the account exists; silently nothing otherwise."""
    account = find(email)
    if account is None:
        return
    user = account.user
    token = _serializer(RESET_SALT).dumps({"uid": user.id, "sv": user.session_version})
    _send(
        mail.Draft(
            purpose="account_reset",
            template="account_reset",
            to_addr=user.email,
            to_name=account.profile.first_name,
            subject="Reset your password",
            context={
                "first_name": account.profile.first_name,
                "reset_url": _link("/admin/reset-password", token),
                "minutes": setting("PASSWORD_RESET_MAX_AGE") // 60,
            },
        )
    )


def account_for_reset_token(token: str) -> Account:
    return _account_for_link(
        token,
        RESET_SALT,
        "PASSWORD_RESET_MAX_AGE",
        (RESET_LINK_EXPIRED, RESET_LINK_INVALID),
        # A used link (or one issued before any later password change) no longer matches.
        lambda account, data: account.user.session_version == data.get("sv"),
    )


def reset_password(token: str, new_password: str) -> Account:
    account = account_for_reset_token(token)
    check_password_rules(new_password)
    _set_password(account.user, new_password)
    # Receiving the reset email proves the address too.
    account.user.email_verified_at = account.user.email_verified_at or utcnow()
    db.session.commit()
    return account


def change_password(account: Account, current_password: str, new_password: str) -> None:
    if not check_password_hash(account.user.password_hash, current_password):
        raise AccountError(WRONG_CURRENT_PASSWORD, "current_password")
    try:
        check_password_rules(new_password)
    except AccountError as exc:
        raise AccountError(exc.message, "new_password") from None
    _set_password(account.user, new_password)
    db.session.commit()


def _set_password(user: User, password: str) -> None:
    user.password_hash = generate_password_hash(password)
    # Ends every other session and voids outstanding reset links.
    user.session_version = (user.session_version or 1) + 1


# --- roles ------------------------------------------------------------------------


def grant_role(email: str, role: str | None) -> Account:
    """Give (or with None, take away) a role. Raises AccountError for an unknown email."""
    if role is not None and role not in ROLES:
        raise AccountError(f"Unknown role '{role}'. Choose one of: {', '.join(ROLES)}.", "role")
    account = find(email)
    if account is None:
        raise AccountError(f"No account with the email {normalise_email(email)}.", "email")
    return set_role(account, role)


def set_role(account: Account, role: str | None) -> Account:
    profile = account.profile
    profile.role = role
    db.session.add(profile)
    db.session.commit()
    return account


def list_accounts() -> list[Account]:
    rows = db.session.execute(
        db.select(User, Profile).outerjoin(Profile, Profile.id == User.id).order_by(User.email)
    ).all()
    return [
        Account(user, profile or Profile(id=user.id, email=user.email)) for user, profile in rows
    ]
