"""GET /api/form-token?form=<name>[&renew=<old token>]: the signed start a public form
sends back with its submission (web/form_tokens.py). No cookie is set or read, the answer
is never cached (each tab's start is its own), and it is limited per IP like the forms."""

from flask import Blueprint, current_app, jsonify, request

from web import form_tokens
from web.errors import ApiError
from web.submission_limit import submission_limit

bp = Blueprint("form_token", __name__, url_prefix="/api/form-token")

UNKNOWN_FORM = "Choose one of the site's forms: " + ", ".join(form_tokens.FORMS) + "."


@bp.get("")
@submission_limit
def issue():
    form = request.args.get("form", "")
    if form not in form_tokens.FORMS:
        raise ApiError(400, UNKNOWN_FORM, "validation_error", {"form": [UNKNOWN_FORM]})
    token = form_tokens.fresh(form, request.args.get("renew"))
    response = jsonify(
        {"form_token": token, "expires_in": current_app.config["FORM_TOKEN_MAX_AGE_SECONDS"]}
    )
    response.headers["Cache-Control"] = "no-store"
    return response
