"""Cheap bot defences for every public form: a hidden honeypot field humans never fill,
and a minimum time between the form appearing and its submission."""

import time

from pipeline.settings import setting

HONEYPOT_FIELD = "website"


def looks_like_bot(payload: dict) -> bool:
    if str(payload.get(HONEYPOT_FIELD) or "").strip():
        return True
    minimum_ms = float(setting("MIN_SUBMIT_SECONDS", 2.0)) * 1000
    if minimum_ms <= 0:
        return False
    elapsed = _number(payload.get("form_elapsed_ms"))
    if elapsed is None:
        started = _number(payload.get("form_started_at"))
        if started is None:
            return False  # clients that send neither (API users, old tabs) aren't punished
        elapsed = time.time() * 1000 - started
        if elapsed < 0:
            return False  # the visitor's clock runs ahead of ours: no evidence either way
    return elapsed < minimum_ms


def _number(value) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)
