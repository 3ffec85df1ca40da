"""What every JSON form the API takes shares: the marshmallow fields (stripped, bounded
text; checked email), reading and validating a body into a 400 with field messages, where a
public submission came from (page, referrer, UTM), the bot checks (honeypot and time
trap) and the 202 answer of the submission contract."""

from email_validator import EmailNotValidError, validate_email
from flask import jsonify, request, url_for
from marshmallow import Schema, ValidationError, fields
from marshmallow import fields as mm

from pipeline.intake import Accepted
from pipeline.settings import setting
from web import form_tokens
from web.errors import ApiError

# Fields: text is stripped, bounded and free of characters no database or mail header
# should carry; email is checked by email-validator.
INVALID_EMAIL = "Please enter a valid email address"


class Text(fields.String):
    """Stripped text. `required_message` doubles as the message for blank input."""

    def __init__(
        self,
        *,
        max_length: int,
        required_message: str | None = None,
        single_line: bool = True,
        **kwargs,
    ):
        self.max_length = max_length
        self.required_message = required_message
        self.single_line = single_line
        if required_message:
            kwargs.setdefault("required", True)
            kwargs.setdefault(
                "error_messages", {"required": required_message, "null": required_message}
            )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise ValidationError("Must be text.")
        text = value.strip()
        if "\x00" in text:
            raise ValidationError("Contains a character we can't accept (a null byte).")
        if not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                # A lone surrogate ("\ud800" in the JSON): no database can store it.
                raise ValidationError("Contains a character we can't accept.") from None
        if self.single_line and ("\n" in text or "\r" in text):
            raise ValidationError("Must be a single line.")
        if not text and self.required_message:
            raise ValidationError(self.required_message)
        # What is wrong with a name says more than how long it is, so that comes first; but
        # only for text near the limit, as a rule's cost grows with the text it reads.
        problem = self.problem(text) if text and len(text) <= 4 * self.max_length else None
        if problem:
            raise ValidationError(problem)
        if len(text) > self.max_length:
            raise ValidationError(f"Must be at most {self.max_length} characters.")
        return text

    def problem(self, text: str) -> str | None:
        """Why this kind of text can't be `text` (a field message), or None. Plain text
        takes anything; web/api/visitor_text.py's names don't."""
        return None


class Email(fields.String):
    """Server-side email check with email-validator (syntax only: no DNS look-ups on the
    request path). Stored lower-cased in the domain part as normalised by the library."""

    def __init__(self, **kwargs):
        kwargs.setdefault("required", True)
        kwargs.setdefault("error_messages", {"required": INVALID_EMAIL, "null": INVALID_EMAIL})
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str) or len(value) > 254:
            raise ValidationError(INVALID_EMAIL)
        try:
            return validate_email(value.strip(), check_deliverability=False).normalized
        except EmailNotValidError:
            raise ValidationError(INVALID_EMAIL) from None


class Blankable(fields.Field):
    """An optional field: left out, null or empty all load as None; anything else is what
    `read` (the subclass's) makes of it, or its ValidationError."""

    def __init__(self, **kwargs):
        kwargs.setdefault("load_default", None)
        kwargs.setdefault("allow_none", True)
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        return None if value == "" else self.read(value)

    def read(self, value):
        raise NotImplementedError


class Choice(Blankable):
    """An optional select's answer: one of `ids`, or nothing (left out, null or empty, all
    loaded as None). Anything else is refused with `message`."""

    def __init__(self, *, ids: tuple[str, ...], message: str, **kwargs):
        self.ids = ids
        self.message = message
        super().__init__(**kwargs)

    def read(self, value):
        if not isinstance(value, str) or value not in self.ids:
            raise ValidationError(self.message)
        return value


# Reading a body: every failure is a 400 with field-level messages (the spec's wording
# where it has one).
def _first_messages(messages: dict) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for name, value in messages.items():
        if isinstance(value, dict):
            value = [m for sub in value.values() for m in (sub if isinstance(sub, list) else [sub])]
        fields[name] = [str(m) for m in (value if isinstance(value, list) else [value])]
    return fields


INVALID_FIELDS = "Please check the highlighted fields."


def load_json(schema: Schema, *, any_type: bool = False, invalid: str = INVALID_FIELDS) -> dict:
    """The body validated by `schema`; a 400 saying `invalid` with each field's messages.
    `any_type` reads the body as JSON whatever its Content-Type (the caller has checked it),
    for bodies a page sends as text/plain with navigator.sendBeacon."""
    payload = request.get_json(silent=True, force=any_type)
    if not isinstance(payload, dict):
        raise ApiError(400, "Request body must be a JSON object.", "bad_request")
    try:
        return schema.load(payload)
    except ValidationError as exc:
        fields = _first_messages(exc.messages if isinstance(exc.messages, dict) else {})
        raise ApiError(400, invalid, "validation_error", fields) from None


# Where a submission came from, as the browser reports it: bounded, since it's
# visitor-controlled.
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


# Bot checks: a hidden honeypot field humans never fill, and the time trap, which can't be
# skipped: a submission without a valid form token is as suspect as one sent too fast.
# Either way it is stored for sales to see but never processed, mailed or notified
# (pipeline/intake.store_spam), and the visitor is told what a real one is
# (pipeline/intake/decoy.py). MIN_SUBMIT_SECONDS only sets the minimum.
HONEYPOT_FIELD = "website"
# Why a submission was kept out of the pipeline (stored on submissions.spam_reason).
HONEYPOT = "honeypot"
TOO_FAST = "too-fast"
NO_TIMING = "no-timing"

TIMING_RULE = (
    "Send form_token: get one from GET /api/form-token?form=<contact|finder|guide|"
    "early-access|newsletter> when the form first shows, and send it with the form it was "
    "issued for. It is signed by the server with the time it was issued, so the time "
    "between showing the form and sending it is measured by the server's clock; it is good "
    "for an hour (expires_in seconds), and GET /api/form-token?form=<name>&renew=<old "
    "token> gives a fresh one that keeps the old one's start. A submission without a valid "
    "token (missing, altered, expired or another form's), or sent sooner than the site's "
    "minimum (2 s by default) after the token was first issued, is still answered 202 and "
    "reports its status like any other, but is treated as suspect: it is never processed, "
    "nothing is emailed to its address and sales are not notified."
)
OLD_TIMING = "Ignored: the browser's own clock decides nothing. Send form_token instead."


class FormTiming(Schema):
    """The timing field every public form sends, documented for API clients. Loaded
    as-is: an invalid token makes a submission suspect, not a 400 that tells a bot why.
    The browser-clock fields earlier clients send are accepted and ignored."""

    form_token = mm.Raw(load_default=None, metadata={"description": TIMING_RULE})
    form_elapsed_ms = mm.Raw(
        load_default=None, metadata={"description": OLD_TIMING, "deprecated": True}
    )
    form_started_at = mm.Raw(
        load_default=None, metadata={"description": OLD_TIMING, "deprecated": True}
    )


def spam_reason(payload: dict, form: str) -> str | None:
    """None for a submission to process, else why it is kept out (HONEYPOT, TOO_FAST or
    NO_TIMING). `form`: its name in web/form_tokens.FORMS."""
    if str(payload.get(HONEYPOT_FIELD) or "").strip():
        return HONEYPOT
    elapsed = form_tokens.elapsed_ms(payload.get("form_token"), form)
    if elapsed is None:
        return NO_TIMING
    if elapsed < float(setting("MIN_SUBMIT_SECONDS", 2.0)) * 1000:
        return TOO_FAST
    return None


# The 202 answer of the submission contract: {id, status, status_url} + Location.
def accepted(receipt: Accepted, status_url: str | None = None):
    status_url = status_url or url_for("submissions.status", submission_id=receipt.id)
    response = jsonify({"id": receipt.id, "status": receipt.status, "status_url": status_url})
    response.status_code = 202
    response.headers["Location"] = status_url
    return response
