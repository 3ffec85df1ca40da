"""An endpoint that keeps failing: failing_since marks the first failure after its last
success; once that is WEBHOOK_DISABLE_AFTER_SECONDS (3 days) ago, the next failure
disables it and every admin is emailed, through the same mail path as every other email."""

from __future__ import annotations

from datetime import datetime, timedelta

from pipeline import mail
from pipeline.models.db import db
from pipeline.models.profile import Profile
from pipeline.models.user import User
from pipeline.models.webhook_endpoint import WebhookEndpoint
from pipeline.settings import setting

INTEGRATIONS_PATH = "/admin/integrations"


def _threshold() -> timedelta:
    return timedelta(seconds=int(setting("WEBHOOK_DISABLE_AFTER_SECONDS", 3 * 24 * 3600)))


def succeeded(endpoint: WebhookEndpoint) -> None:
    endpoint.failing_since = None


def failed(endpoint: WebhookEndpoint, now: datetime, error: str) -> list[str]:
    """Record a failure; when the endpoint has failed long enough, disable it and stage an
    email to each admin. Returns the staged emails' ids (empty: still enabled)."""
    if endpoint.failing_since is None:
        endpoint.failing_since = now
    if not endpoint.enabled or now - endpoint.failing_since < _threshold():
        return []
    endpoint.enabled = False
    endpoint.disabled_at = now
    days = max(1, round(_threshold().total_seconds() / 86400))
    endpoint.disabled_reason = (
        f"Disabled automatically: failing since {endpoint.failing_since:%Y-%m-%d %H:%M} UTC. "
        f"Last error: {error}"
    )[:500]
    context = {
        "url": endpoint.url,
        "description": endpoint.description,
        "failing_since": f"{endpoint.failing_since:%Y-%m-%d %H:%M}",
        "last_error": error,
        "days": days,
        "integrations_url": setting("SITE_URL") + INTEGRATIONS_PATH,
    }
    staged = []
    for address in _admin_addresses():
        email = mail.queue_email(
            mail.Draft(
                purpose="webhook_disabled",
                template="webhook_disabled",
                to_addr=address,
                subject="Webhook endpoint disabled after failing for days",
                context=context,
            ),
            None,
        )
        staged.append(email.id)
    return staged


def _admin_addresses() -> list[str]:
    # Confirmed accounts only: a role can't be held without one, but an unconfirmed
    # address is never mailed operational detail.
    return list(
        db.session.scalars(
            db.select(User.email)
            .join(Profile, Profile.id == User.id)
            .where(Profile.role == "admin", User.email_verified_at.is_not(None))
            .order_by(User.id)
        )
    )
