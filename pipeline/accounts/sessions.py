"""Server-side admin sessions: start one at sign-in, resume it on each request, end one,
or end all of an account's at once (password change or reset, "sign out everywhere").

A session ends when revoked, after SESSION_IDLE_TIMEOUT seconds without a request, or
SESSION_MAX_AGE seconds after sign-in, whichever comes first. Resuming costs one query on
the primary key (joined with the account), and last_seen_at is written at most once a
minute, so a busy editor's clicks don't each cost a write."""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import or_

from pipeline.models.account_session import AccountSession
from pipeline.models.db import db, utcnow
from pipeline.models.profile import Profile
from pipeline.models.user import User
from pipeline.settings import setting

TOUCH_EVERY = timedelta(minutes=1)
# Longer than any token we issue (token_urlsafe(32) is 43 characters): anything longer is
# not ours and is refused before it costs a hash and a query.
MAX_TOKEN_LENGTH = 100


@dataclass(frozen=True)
class Resumed:
    """What a request needs about its session and account, copied out of the rows so a
    touch's commit (which expires them) doesn't cost a reload."""

    key: str
    user_id: int
    email: str
    first_name: str | None
    role: str | None
    email_verified: bool


def key_for(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _limits() -> tuple[timedelta, timedelta]:
    return (
        timedelta(seconds=setting("SESSION_IDLE_TIMEOUT")),
        timedelta(seconds=setting("SESSION_MAX_AGE")),
    )


def _alive(row: AccountSession, now: datetime) -> bool:
    idle, absolute = _limits()
    return (
        row.revoked_at is None and now - row.last_seen_at < idle and now - row.created_at < absolute
    )


def start(user_id: int, user_agent: str | None, ip: str | None) -> str:
    """A new session for the account; returns the token for the cookie (only its hash is
    stored). Also clears away this account's ended sessions, so the list the owner sees
    and the IP addresses we keep stay small."""
    now = utcnow()
    idle, absolute = _limits()
    db.session.execute(
        db.delete(AccountSession).where(
            AccountSession.user_id == user_id,
            or_(
                AccountSession.revoked_at.is_not(None),
                AccountSession.last_seen_at <= now - idle,
                AccountSession.created_at <= now - absolute,
            ),
        )
    )
    token = secrets.token_urlsafe(32)
    db.session.add(
        AccountSession(
            id=key_for(token),
            user_id=user_id,
            created_at=now,
            last_seen_at=now,
            user_agent=(user_agent or "")[:300] or None,
            ip=(ip or "")[:45] or None,
        )
    )
    db.session.commit()
    return token


def resume(token: str) -> Resumed | None:
    """The live session behind a cookie's token, or None (unknown, revoked or expired)."""
    if not token or len(token) > MAX_TOKEN_LENGTH:
        return None
    key = key_for(token)
    found = db.session.execute(
        db.select(AccountSession, User, Profile)
        .join(User, User.id == AccountSession.user_id)
        .outerjoin(Profile, Profile.id == User.id)
        .where(AccountSession.id == key)
    ).first()
    if found is None:
        return None
    row, user, profile = found
    now = utcnow()
    if not _alive(row, now):
        return None
    resumed = Resumed(
        key=key,
        user_id=user.id,
        email=user.email,
        first_name=profile.first_name if profile else None,
        role=profile.role if profile else None,
        email_verified=user.email_verified_at is not None,
    )
    if now - row.last_seen_at >= TOUCH_EVERY:
        row.last_seen_at = now
        db.session.commit()
    return resumed


def active(user_id: int) -> list[AccountSession]:
    """The account's live sessions, most recently used first."""
    now = utcnow()
    rows = db.session.scalars(
        db.select(AccountSession)
        .where(AccountSession.user_id == user_id, AccountSession.revoked_at.is_(None))
        .order_by(AccountSession.last_seen_at.desc())
    ).all()
    return [row for row in rows if _alive(row, now)]


def end(user_id: int, key: str) -> bool:
    """End one of the account's own sessions. False if it has no such live session."""
    result = db.session.execute(
        db.update(AccountSession)
        .where(
            AccountSession.id == key,
            AccountSession.user_id == user_id,
            AccountSession.revoked_at.is_(None),
        )
        .values(revoked_at=utcnow())
    )
    db.session.commit()
    return result.rowcount > 0


def end_all(user_id: int) -> int:
    """Revoke every session of the account in the caller's transaction (the caller
    commits, so a password change and the sign-outs it causes land together)."""
    result = db.session.execute(
        db.update(AccountSession)
        .where(AccountSession.user_id == user_id, AccountSession.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )
    return result.rowcount


def end_everywhere(user_id: int) -> int:
    """ "Sign out everywhere": every session of the account ends now."""
    ended = end_all(user_id)
    db.session.commit()
    return ended
