"""Standard Webhooks signing (https://www.standardwebhooks.com): secrets are "whsec_" +
base64 of 32 random bytes; each request carries webhook-id, webhook-timestamp (the
attempt's time, so a receiver's 5-minute replay window holds on a retry hours later) and
webhook-signature, HMAC-SHA256 over "id.timestamp.body". While a rotated-out secret is in
its grace period the header carries a second signature made with it."""

from __future__ import annotations

import base64
import secrets
from datetime import UTC, datetime

from standardwebhooks import Webhook

PREFIX = "whsec_"
SECRET_BYTES = 32


def new_secret() -> str:
    return PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode("ascii")


def headers(message_id: str, body: str, signing_secrets: list[str], now: datetime) -> dict:
    moment = now.replace(tzinfo=UTC)
    signatures = [Webhook(s).sign(message_id, moment, body) for s in signing_secrets]
    return {
        "webhook-id": message_id,
        "webhook-timestamp": str(int(moment.timestamp())),
        "webhook-signature": " ".join(signatures),
        "content-type": "application/json",
    }
