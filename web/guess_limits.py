"""Allowances for password guesses, spent BEFORE the password is checked (issue 33, item 8).

Flask-Limiter's `deduct_when` tests a limit before the view and deducts after it: forty
guesses sent at once all pass the test before any is deducted, so all forty were checked
against an allowance of ten. Instead the limits on these views are plain ones, which
Flask-Limiter takes before the view (an atomic INCR: the eleventh concurrent guess is refused
unchecked), and `refund_unless` gives this request's share back once its answer shows it was
no failed guess (a successful sign-in, a form error): only failed guesses count, as before."""

import logging
from collections.abc import Callable

from flask import Blueprint, Response, request

from web.extensions import limiter

log = logging.getLogger(__name__)


def give_back() -> None:
    """Return what Flask-Limiter took from each of this request's limits (fixed window: the
    counter goes down by one; it never outlives its window). Only the limits it took are
    listed: it stops at the first one over."""
    for taken in limiter.current_limits:
        try:
            limiter.limiter.hit(taken.limit, *taken.request_args, cost=-1)
        except Exception:  # storage down: the limit was not kept either (swallow_errors)
            log.warning("could not return a sign-in allowance", exc_info=True)


def refund_unless(bp: Blueprint, endpoint: str, failed: Callable[[Response], bool]) -> None:
    """On `bp`, for `endpoint`: every answer but a failed guess gives back the allowance the
    request took, whatever answered it (the view, a CSRF or a form error, or a 429 that
    checked nothing). Each limit's decision was taken on its own increment first, so a
    refund never lets a guess past a full allowance: failed guesses never exceed it."""

    @bp.after_request
    def _refund(response: Response) -> Response:
        if request.endpoint == endpoint and not failed(response):
            give_back()
        return response
