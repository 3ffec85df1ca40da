"""Cheap bot defences for every public form: a hidden honeypot field humans never fill,
and a minimum time between the form appearing and its submission."""

import time

from pipeline.settings import setting

HONEYPOT_FIELD = "website"


def looks_like_bot(payload: dict) -> bool:
    if str(payload.get(HONEYPOT_FIELD) or "").strip():
        return True
    minimum = float(setting("MIN_SUBMIT_SECONDS", 2.0))
    started = payload.get("form_started_at")
    if minimum <= 0:
        return False
    if not isinstance(started, int | float) or isinstance(started, bool):
        return False  # clients that don't send it (API users, old tabs) aren't punished
    return (time.time() * 1000 - started) < minimum * 1000
