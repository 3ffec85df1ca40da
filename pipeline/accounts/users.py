"""Admin accounts: sign-up, sign-in, email verification, password reset and roles.

Signing up never grants a role (spec 6): a role comes only from `flask users grant-role` or
from an existing admin, and only to an account whose address is confirmed. Answers to
sign-up and reset requests are the same whether or not the address has an account, so
neither reveals who is registered. Links in emails are itsdangerous tokens: signed,
expiring, and (for resets) single-use because they carry the account's session_version,
which every password change bumps.

Pre-claiming: someone may sign up with a colleague's address before the colleague does.
That account can't be confirmed without its password as well as the emailed link, can't
be given a role until confirmed, and when the real owner signs up they are emailed a link
to choose the password themselves, which confirms the address and signs the first person
out everywhere."""

from collections.abc import Callable
from dataclasses import dataclass

from itsdangerous import BadSignature, SignatureExpired
from werkzeug.security import check_password_hash, generate_password_hash

from pipeline.accounts import audit, email_requests, sessions
from pipeline.accounts.email_address import canonical
from pipeline.models.db import db, utcnow
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
# There is no "resend" button: creating the account again sends a fresh link.
VERIFY_LINK_INVALID = (
    "This verification link is invalid. Use 'Create an admin account' with the same "
    "address to get a new one."
)
VERIFY_LINK_EXPIRED = (
    "This verification link has expired. Use 'Create an admin account' with the same "
    "address to get a new one."
)
# A used or superseded link says only this, whatever password comes with it: it is no
# longer a way to test guesses at the account's password.
VERIFY_LINK_USED = (
    "This link has been used. Sign in with your email address and password, or use "
    "'Forgot your password?' on the sign-in page."
)
VERIFY_WRONG_PASSWORD = (
    "That is not this account's password. If you didn't create this account, use "
    "'Forgot your password?' on the sign-in page to choose your own."
)
WRONG_CURRENT_PASSWORD = "Your current password is not correct."
ROLE_NEEDS_VERIFIED_EMAIL = (
    "{email} hasn't confirmed its email address yet, so it can't be given a role. Ask them "
    "to open the link in their confirmation email (or create the account again to get a "
    "new one), then try again."
)

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

    @property
    def confirmed(self) -> bool:
        return self.user.email_verified_at is not None


def check_password_rules(password: str) -> None:
    if len(password) < MIN_PASSWORD_LENGTH:
        raise AccountError(PASSWORD_TOO_SHORT, "password")
    if len(password) > MAX_PASSWORD_LENGTH:
        raise AccountError(PASSWORD_TOO_LONG, "password")


def find(email: str) -> Account | None:
    user = db.session.scalars(db.select(User).where(User.email == canonical(email))).first()
    return load(user.id) if user else None


def load(user_id: int) -> Account | None:
    user = db.session.get(User, user_id)
    if user is None:
        return None
    profile = db.session.get(Profile, user.id) or Profile(id=user.id, email=user.email)
    return Account(user, profile)


def _link_data(
    token: str, salt: str, max_age_setting: str, messages: tuple[str, str]
) -> tuple[Account, dict]:
    """The account an emailed link was signed for and what the link carries, or
    AccountError with the link's own wording: `messages` is (expired, invalid)."""
    expired, invalid = messages
    try:
        data = email_requests.serializer(salt).loads(token, max_age=setting(max_age_setting))
    except SignatureExpired:
        raise AccountError(expired) from None
    except BadSignature:
        raise AccountError(invalid) from None
    account = load(data.get("uid")) if isinstance(data, dict) else None
    if account is None:
        raise AccountError(invalid)
    return account, data


def _account_for_link(
    token: str,
    salt: str,
    max_age_setting: str,
    messages: tuple[str, str],
    still_valid: Callable[[Account, dict], bool],
) -> Account:
    account, data = _link_data(token, salt, max_age_setting, messages)
    if not still_valid(account, data):
        raise AccountError(messages[1])
    return account


# --- sign-up and verification -------------------------------------------------------


def sign_up(email: str, password: str, first_name: str) -> None:
    """Create a role-less account and email a verification link. For an address that
    already has an account, email the address instead (and change nothing): a sign-in
    link if it is confirmed, a link to choose the password if it never was. The caller
    answers the same in every case."""
    check_password_rules(password)
    email = canonical(email)
    password_hash = generate_password_hash(password)  # also paid for existing accounts
    existing = find(email)
    if existing:
        user = existing.user
        if user.email_verified_at is None:
            draft = email_requests.finish_unconfirmed(user)
        else:
            draft = email_requests.already_registered(user, existing.profile)
        email_requests.send(draft)
        audit.record("sign_up_existing", email=email, user_id=user.id)
        return
    user = User(email=email, password_hash=password_hash, session_version=1)
    db.session.add(user)
    db.session.flush()
    db.session.add(Profile(id=user.id, email=email, first_name=first_name or None, role=None))
    db.session.flush()
    email_requests.send(email_requests.verification(user))
    audit.record("sign_up", email=email, user_id=user.id)


def account_for_verify_token(token: str) -> Account:
    """The unconfirmed account a confirmation link still works for. A link whose account
    is already confirmed (used), or whose address or password has changed since it was
    sent (superseded), raises VERIFY_LINK_USED: the caller never gets as far as the
    password. Links sent before they carried "sv" are checked without it."""
    account, data = _link_data(
        token,
        email_requests.VERIFY_SALT,
        "EMAIL_VERIFY_MAX_AGE",
        (VERIFY_LINK_EXPIRED, VERIFY_LINK_INVALID),
    )
    user = account.user
    sent_with = data.get("sv", user.session_version)
    superseded = user.email != data.get("email") or sent_with != user.session_version
    if user.email_verified_at is not None or superseded:
        raise AccountError(VERIFY_LINK_USED)
    return account


def verify_email(token: str, password: str) -> Account:
    """Confirm the address. Needs the account's password as well as the emailed link, so
    someone who opens a confirmation email for an account they didn't create (a
    colleague's pre-claim) can't confirm it for the person who did."""
    account = account_for_verify_token(token)
    if not check_password_hash(account.user.password_hash, password):
        raise AccountError(VERIFY_WRONG_PASSWORD, "password")
    account.user.email_verified_at = utcnow()
    db.session.commit()
    audit.record("email_verified", email=account.user.email, user_id=account.user.id)
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


def request_password_reset(email: str) -> str:
    """Queue a single-use reset link for the address; the job sends it only if the account
    exists (email_requests.process), so this does the same work for any address. Returns
    the job id."""
    return email_requests.request_reset(email)


def account_for_reset_token(token: str) -> Account:
    return _account_for_link(
        token,
        email_requests.RESET_SALT,
        "PASSWORD_RESET_MAX_AGE",
        (RESET_LINK_EXPIRED, RESET_LINK_INVALID),
        # A used link (or one issued before any later password change) no longer matches.
        lambda account, data: account.user.session_version == data.get("sv"),
    )


def reset_password(token: str, new_password: str, first_name: str | None = None) -> Account:
    """Set the password from a reset link. On an account whose address was never confirmed
    this is a claim: receiving the link proves the address, so the details whoever signed
    up typed (perhaps someone else, a pre-claim) give way to `first_name`, typed by the
    person holding the link, or to none. A confirmed account's details stay as they are."""
    account = account_for_reset_token(token)
    check_password_rules(new_password)
    _set_password(account.user, new_password)
    if not account.confirmed:
        account.profile.first_name = first_name or None
        db.session.add(account.profile)
        account.user.email_verified_at = utcnow()
    db.session.commit()
    audit.record("password_reset", email=account.user.email, user_id=account.user.id)
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
    audit.record("password_changed", email=account.user.email, user_id=account.user.id)


def _set_password(user: User, password: str) -> None:
    user.password_hash = generate_password_hash(password)
    # Voids outstanding reset links.
    user.session_version = (user.session_version or 1) + 1
    # Every session ends with the old password, this browser's too (the caller starts a
    # new one for it), so a copy of any earlier cookie no longer works.
    sessions.end_all(user.id)


# --- roles ------------------------------------------------------------------------


def grant_role(email: str, role: str | None) -> Account:
    """Give (or with None, take away) a role. Raises AccountError for an unknown email."""
    if role is not None and role not in ROLES:
        raise AccountError(f"Unknown role '{role}'. Choose one of: {', '.join(ROLES)}.", "role")
    account = find(email)
    if account is None:
        raise AccountError(f"No account with the email {canonical(email)}.", "email")
    return set_role(account, role)


def set_role(account: Account, role: str | None, actor_id: int | None = None) -> Account:
    """Taking a role away is always allowed; giving one needs a confirmed address, so a
    role can't land on an account someone opened with another person's address."""
    if role is not None and account.user.email_verified_at is None:
        raise AccountError(ROLE_NEEDS_VERIFIED_EMAIL.format(email=account.user.email), "role")
    profile = account.profile
    profile.role = role
    db.session.add(profile)
    db.session.commit()
    audit.record(
        "role_changed",
        email=account.user.email,
        user_id=account.user.id,
        by=actor_id,
        role=role or "none",
    )
    return account


def list_accounts() -> list[Account]:
    rows = db.session.execute(
        db.select(User, Profile).outerjoin(Profile, Profile.id == User.id).order_by(User.email)
    ).all()
    return [
        Account(user, profile or Profile(id=user.id, email=user.email)) for user, profile in rows
    ]
