"""Cheap bot defences for every public form: a hidden honeypot field humans never fill,
and a minimum time between the form appearing and its submission (the time trap).

The time trap can't be skipped: a submission without valid timing is as suspect as one
sent too fast. Either way it is stored for sales to see, but never processed, never
mailed to the typed address and never notified to sales (pipeline/intake.store_spam).
MIN_SUBMIT_SECONDS only sets the minimum; 0 (test stacks) still requires valid timing."""

import math
import time

from marshmallow import Schema
from marshmallow import fields as mm

from pipeline.settings import setting

HONEYPOT_FIELD = "website"
# Why a submission was kept out of the pipeline (stored on submissions.spam_reason).
HONEYPOT = "honeypot"
TOO_FAST = "too-fast"
NO_TIMING = "no-timing"

TIMING_RULE = (
    "Send form_elapsed_ms (milliseconds between the form appearing and its submission, a "
    "non-negative number) or form_started_at (when the form appeared, epoch milliseconds, "
    "not in the future). A submission without valid timing, or sent faster than the "
    "site's minimum (2 s by default), is still answered 202 and stored, but treated as "
    "suspect: it is never processed, nothing is emailed to its address and sales are not "
    "notified. The site's own forms always send both."
)


class FormTiming(Schema):
    """The timing fields every public form sends, documented for API clients. Loaded
    as-is: invalid timing makes a submission suspect, not a 400 that tells a bot why."""

    form_elapsed_ms = mm.Raw(load_default=None, metadata={"description": TIMING_RULE})
    form_started_at = mm.Raw(load_default=None, metadata={"description": TIMING_RULE})


def spam_reason(payload: dict) -> str | None:
    """None for a submission to process, else why it is kept out (HONEYPOT, TOO_FAST or
    NO_TIMING)."""
    if str(payload.get(HONEYPOT_FIELD) or "").strip():
        return HONEYPOT
    elapsed = _elapsed_ms(payload)
    if elapsed is None:
        return NO_TIMING
    if elapsed < float(setting("MIN_SUBMIT_SECONDS", 2.0)) * 1000:
        return TOO_FAST
    return None


def _elapsed_ms(payload: dict) -> float | None:
    # The browser's own measure wins: it doesn't depend on its clock agreeing with ours.
    if payload.get("form_elapsed_ms") is not None:
        elapsed = _number(payload["form_elapsed_ms"])
        return elapsed if elapsed is not None and elapsed >= 0 else None
    started = _number(payload.get("form_started_at"))
    if started is None:
        return None
    elapsed = time.time() * 1000 - started
    return elapsed if elapsed >= 0 else None  # a start in the future is no timing at all


def _number(value) -> float | None:
    # JSON parsing accepts NaN and Infinity, which compare false with everything.
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None
