"""Flask-Login sessions for admin accounts.

The id kept in the session cookie is "<user id>:<session_version>". A password reset or
change bumps users.session_version, so every cookie issued before it stops matching and
that session is treated as signed out on its next request."""

from dataclasses import dataclass

from flask import Flask, session
from flask_login import LoginManager, UserMixin, login_user, logout_user

from pipeline import accounts
from web.roles import areas_for

login_manager = LoginManager()
# "basic": a session whose IP/user-agent fingerprint changes is marked not fresh; we use
# session_version, not fingerprints, to end sessions.
login_manager.session_protection = "basic"


@dataclass
class SessionUser(UserMixin):
    """What a request knows about the signed-in account (loaded fresh on each request, so a
    role granted or revoked takes effect at once)."""

    user_id: int
    session_version: int
    email: str
    first_name: str | None
    role: str | None
    email_verified: bool

    def get_id(self) -> str:
        return f"{self.user_id}:{self.session_version}"

    def to_json(self) -> dict:
        return {
            "id": self.user_id,
            "email": self.email,
            "first_name": self.first_name,
            "role": self.role,
            "email_verified": self.email_verified,
            "areas": areas_for(self.role),
        }


def session_user(account: accounts.Account) -> SessionUser:
    return SessionUser(
        user_id=account.user.id,
        session_version=account.user.session_version,
        email=account.user.email,
        first_name=account.profile.first_name,
        role=account.profile.role,
        email_verified=account.user.email_verified_at is not None,
    )


@login_manager.user_loader
def _load(session_id: str) -> SessionUser | None:
    user_id, _, version = session_id.partition(":")
    if not (user_id.isdigit() and version.isdigit()):
        return None
    account = accounts.load(int(user_id))
    if account is None or account.user.session_version != int(version):
        return None  # stale: the password changed since this session began
    return session_user(account)


def sign_in(account: accounts.Account) -> SessionUser:
    # A fresh session on sign-in: nothing an anonymous visitor stored carries over.
    session.clear()
    user = session_user(account)
    login_user(user)
    return user


def sign_out() -> None:
    logout_user()
    session.clear()


def init_auth(app: Flask) -> None:
    app.config.setdefault("REMEMBER_COOKIE_HTTPONLY", True)
    app.config.setdefault("REMEMBER_COOKIE_SAMESITE", "Lax")
    app.config.setdefault("REMEMBER_COOKIE_SECURE", app.config.get("SESSION_COOKIE_SECURE"))
    login_manager.init_app(app)
