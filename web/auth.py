"""Flask-Login sessions for admin accounts, kept on the server (pipeline/accounts/sessions.py).

The id Flask-Login keeps in the signed session cookie is a random token naming a row in
account_sessions. Sign-out, a password change or reset and "sign out everywhere" revoke
that row, so a copy of the cookie taken before then is treated as signed out at once;
sessions also end after SESSION_IDLE_TIMEOUT without use and SESSION_MAX_AGE after
sign-in."""

from dataclasses import dataclass

from flask import Flask, request, session
from flask_login import LoginManager, UserMixin, current_user, login_user, logout_user

from pipeline import accounts
from web.roles import areas_for

login_manager = LoginManager()
# "basic": a session whose IP/user-agent fingerprint changes is marked not fresh; ending
# sessions is the server-side row's job, not a fingerprint's.
login_manager.session_protection = "basic"


@dataclass
class SessionUser(UserMixin):
    """What a request knows about the signed-in account (loaded fresh on each request, so a
    role granted or revoked takes effect at once)."""

    user_id: int
    # The cookie's token (what get_id hands Flask-Login) and the key of its stored row.
    session_token: str
    session_key: str
    email: str
    first_name: str | None
    role: str | None
    email_verified: bool

    def get_id(self) -> str:
        return self.session_token

    def to_json(self) -> dict:
        return {
            "id": self.user_id,
            "email": self.email,
            "first_name": self.first_name,
            "role": self.role,
            "email_verified": self.email_verified,
            "areas": areas_for(self.role),
        }


@login_manager.user_loader
def _load(token: str) -> SessionUser | None:
    resumed = accounts.resume_session(token)
    if resumed is None:
        return None  # unknown, revoked or expired: signed out
    return SessionUser(
        user_id=resumed.user_id,
        session_token=token,
        session_key=resumed.key,
        email=resumed.email,
        first_name=resumed.first_name,
        role=resumed.role,
        email_verified=resumed.email_verified,
    )


def sign_in(account: accounts.Account) -> SessionUser:
    # A fresh session on sign-in: nothing an anonymous visitor stored carries over.
    session.clear()
    token = accounts.start_session(account.user.id, request.user_agent.string, request.remote_addr)
    user = _load(token)
    if user is None:
        raise RuntimeError("a session just started could not be resumed")
    login_user(user)
    return user


def sign_out() -> None:
    """End this browser's session on the server too, then forget it here."""
    if current_user.is_authenticated:
        accounts.end_session(current_user.user_id, current_user.session_key)
        accounts.record_audit("sign_out", user_id=current_user.user_id, ip=request.remote_addr)
    logout_user()
    session.clear()


def forget_here() -> None:
    """Forget this browser's session after it was ended on the server."""
    logout_user()
    session.clear()


def init_auth(app: Flask) -> None:
    app.config.setdefault("REMEMBER_COOKIE_HTTPONLY", True)
    app.config.setdefault("REMEMBER_COOKIE_SAMESITE", "Lax")
    app.config.setdefault("REMEMBER_COOKIE_SECURE", app.config.get("SESSION_COOKIE_SECURE"))
    login_manager.init_app(app)
