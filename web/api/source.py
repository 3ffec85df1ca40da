"""Where a submission came from: the page, the referrer and UTM parameters, as the
browser reports them. Bounded, since it's visitor-controlled."""

from flask import request

UTM_KEYS = ("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content")


def _text(value) -> str | None:
    # PostgreSQL can't store NUL in text (a 500 otherwise), and there's no field to show an
    # error against, so it's dropped.
    return value.replace("\x00", "") if isinstance(value, str) else None


def submission_source(payload: dict | None) -> dict:
    payload = payload or {}
    page = _text(payload.get("page"))
    referrer = _text(payload.get("referrer"))
    raw_utm = payload.get("utm") if isinstance(payload.get("utm"), dict) else {}
    utm = {k: _text(raw_utm[k])[:200] for k in UTM_KEYS if isinstance(raw_utm.get(k), str)}
    return {
        "source_page": (page or request.headers.get("Referer") or "")[:500] or None,
        "referrer": (referrer or "")[:1000] or None,
        "utm": utm or None,
    }
