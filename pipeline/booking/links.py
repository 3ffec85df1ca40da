"""The links that manage a booking without an account (issue 34): a token signed with
SECRET_KEY (itsdangerous) naming the booking, the start it was issued for and the visitor's
zone. Every token has that shape, a decoy's too (reserve.py), so none tells which is which."""

from datetime import UTC, datetime
from urllib.parse import quote, urlencode

from itsdangerous import BadSignature, URLSafeSerializer

from pipeline.settings import setting

SALT = "booking-manage"
MANAGE_PATH = "/book/manage/{token}"
ICS_PATH = "/api/booking/manage/{token}/invite.ics"


def _signer() -> URLSafeSerializer:
    return URLSafeSerializer(setting("SECRET_KEY"), salt=SALT)


def token_for(booking_id: str, start: datetime, zone: str) -> str:
    return _signer().dumps([booking_id, int(start.timestamp()), zone])


def read(token: object) -> tuple[str, datetime, str] | None:
    """(booking id, start, zone) of a genuine token, else None."""
    if not isinstance(token, str) or len(token) > 300:
        return None
    try:
        claims = _signer().loads(token)
    except BadSignature:
        return None
    if not (isinstance(claims, list) and len(claims) == 3):
        return None
    booking_id, start, zone = claims
    if not (isinstance(booking_id, str) and isinstance(start, int) and isinstance(zone, str)):
        return None
    return booking_id, datetime.fromtimestamp(start, UTC), zone


def manage_url(token: str) -> str:
    return setting("SITE_URL") + MANAGE_PATH.format(token=quote(token, safe=""))


def ics_url(token: str) -> str:
    return ICS_PATH.format(token=quote(token, safe=""))


def _utc_compact(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def google_url(title: str, start: datetime, end: datetime, details: str, where: str) -> str:
    query = {
        "action": "TEMPLATE",
        "text": title,
        "dates": f"{_utc_compact(start)}/{_utc_compact(end)}",
        "details": details,
        "location": where,
    }
    return "https://calendar.google.com/calendar/render?" + urlencode(query)


def outlook_url(title: str, start: datetime, end: datetime, details: str, where: str) -> str:
    query = {
        "path": "/calendar/action/compose",
        "rru": "addevent",
        "subject": title,
        "startdt": start.astimezone(UTC).isoformat().replace("+00:00", "Z"),
        "enddt": end.astimezone(UTC).isoformat().replace("+00:00", "Z"),
        "body": details,
        "location": where,
    }
    return "https://outlook.live.com/calendar/0/deeplink/compose?" + urlencode(query)
