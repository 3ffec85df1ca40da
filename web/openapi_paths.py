"""The operations web/openapi.py describes: one row per route, with the marshmallow schema
class the view validates its body with, or a hand-written JSON schema where it has none."""

from dataclasses import dataclass, field

from web import form_tokens
from web.api.admin import account as admin_account
from web.api.admin import auth as admin_auth
from web.api.public import contact, events, finder, signups

JSON = "application/json"
STRING = {"type": "string"}
INT_ID = {"type": "integer", "minimum": 1}
TOKEN = {"type": "string", "maxLength": 200}
OBJECT = {"type": "object"}


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    summary: str
    body: object = None  # marshmallow Schema class, JSON schema dict, or None
    ok: tuple = (200, None, JSON)  # (status, JSON schema or None, media type or None)
    ok_text: str = ""
    errors: tuple = ()
    admin: bool = False
    path_params: dict = field(default_factory=dict)
    query: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)  # other non-error answers: {status: text}
    body_media: str = JSON
    also_media: tuple = ()  # the success answer's other media types (a CSV download)


def _obj(*required: str, **properties) -> dict:
    return {"type": "object", "required": list(required), "properties": properties}


ACCEPTED = (202, None, JSON)
CREATED = (201, None, JSON)
NO_CONTENT = (204, None, None)
REDIRECT = (303, None, None)
USER = {"type": "object", "nullable": True}
LEAD_QUERY = {
    "kind": STRING,
    "status": STRING,
    "stage": {"type": "string", "enum": ["all", "new", "contacted", "qualified", "won", "lost"]},
    "owner": {"type": "string", "pattern": "^(all|me|none|[0-9]{1,9})$"},
    "handled": STRING,
    "spam": STRING,
    "from": {"type": "string", "format": "date"},
    "to": {"type": "string", "format": "date"},
    "q": {"type": "string", "maxLength": 200},
    "min_score": {"type": "integer", "minimum": 0, "maximum": 100},
    "max_score": {"type": "integer", "minimum": 0, "maximum": 100},
}
LEAD_PAGES = {**LEAD_QUERY, "page": {"type": "integer", "minimum": 1}}
# The finder's sector reading: the sector's id and its label in the form's select.
SECTOR_READING = _obj(
    "sector", "label", sector={"type": "string", "enum": list(finder.SECTOR_IDS)}, label=STRING
)


def _signup(path: str, schema, summary: str) -> Operation:
    # Every sign-up is answered 202, an address already on the list too: an answer that
    # said "already" would tell anyone who is listed (issues 25 and 33).
    return Operation("post", path, summary, schema, ACCEPTED, "Queued")


PUBLIC = [
    Operation("post", "/api/contact", "Send a contact message", contact.ContactSchema, ACCEPTED),
    _signup("/api/guide", signups.GuideSchema, "Request the free guide"),
    _signup("/api/early-access", signups.SignupSchema, "Join the early-access list"),
    _signup("/api/newsletter", signups.NewsletterSchema, "Subscribe to the newsletter"),
    Operation(
        "post",
        "/api/newsletter/confirm",
        "Confirm a newsletter subscription (double opt-in)",
        signups.TokenSchema,
        (200, _obj("status", status=STRING), JSON),
        errors=(410,),
    ),
    Operation(
        "get",
        "/api/form-token",
        "A signed form token for a public form's time trap (send it as form_token)",
        ok=(200, _obj("form_token", "expires_in", form_token=STRING, expires_in=INT_ID), JSON),
        query={
            "form": {"type": "string", "enum": list(form_tokens.FORMS)},
            "renew": {**TOKEN, "description": "The tab's old token: its start is kept"},
        },
    ),
    Operation("post", "/api/finder", "Run the AI Tool Finder", finder.FinderSchema, ACCEPTED),
    Operation(
        "post",
        "/api/finder/sector-reading",
        "The AI Tool Finder's reading of a business's sector from its name and current tools "
        "(what the form pre-selects; nothing is stored)",
        finder.SectorReadingSchema,
        (200, SECTOR_READING, JSON),
    ),
    # GET /api/finder/{token}, with its answer's whole shape: web/openapi_finder_paths.py.
    Operation(
        "get",
        "/api/submissions/{submission_id}",
        "Status of a submission",
        ok=(200, _obj("id", "status", id=STRING, status=STRING), JSON),
        path_params={"submission_id": STRING},
    ),
    Operation(
        "get",
        "/api/unsubscribe",
        "Send the browser to the unsubscribe confirmation page",
        ok=REDIRECT,
        query={"token": TOKEN},
    ),
    Operation(
        "post",
        "/api/unsubscribe",
        "Unsubscribe now (RFC 8058 one-click or the site's button)",
        _obj("token", token=TOKEN),
        (200, _obj("status", status=STRING), JSON),
        query={"token": TOKEN},
    ),
    Operation(
        "get",
        "/api/guide/download",
        "Download the guide PDF with a signed link",
        ok=(200, None, "application/pdf"),
        query={"token": TOKEN},
        extra={303: "Invalid or expired link: back to the guide page"},
    ),
    Operation(
        "get",
        "/api/blog/posts",
        "Published blog posts, newest first",
        ok=(200, _obj("posts", posts={"type": "array"}), JSON),
        query={
            "q": {"type": "string", "maxLength": 200},
            "category": {"type": "string", "maxLength": 140},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            "cursor": {"type": "string", "maxLength": 200},
        },
    ),
    Operation(
        "post",
        "/api/events",
        "A funnel event from a public page (cookieless; docs/analytics.md). Also taken as "
        "text/plain holding the same JSON (navigator.sendBeacon). 204 whether counted or "
        "dropped (Sec-GPC: 1 or DNT: 1, a bot's user agent, a step its flow already sent). "
        "Only from the site's own pages: Sec-Fetch-Site: same-origin or the site's Origin",
        events.EventSchema,
        NO_CONTENT,
        "Counted, or deliberately dropped",
        extra={403: "Not sent by one of this site's own pages (Origin, Sec-Fetch-Site)"},
    ),
    Operation("get", "/api/blog/categories", "Blog categories"),
    Operation("get", "/api/blog/popular", "Popular blog posts"),
    Operation("get", "/api/blog/posts/{slug}", "One published post", path_params={"slug": STRING}),
    Operation("get", "/api/auth/session", "The signed-in user, or null"),
]

ACCOUNT = [
    Operation("post", "/api/auth/login", "Sign in", admin_auth.LoginSchema, errors=(401,)),
    Operation("post", "/api/auth/logout", "Sign out"),
    Operation("post", "/api/auth/signup", "Create an account", admin_account.SignupSchema, CREATED),
    Operation(
        "post",
        "/api/auth/verify-email",
        "Confirm an account's address (the link's token and the account's password)",
        admin_account.VerifySchema,
    ),
    Operation(
        "post", "/api/auth/reset-request", "Email a password-reset link", admin_account.EmailSchema
    ),
    Operation("post", "/api/auth/reset-check", "Check a reset link", admin_account.TokenSchema),
    Operation("post", "/api/auth/reset-password", "Set a new password", admin_account.ResetSchema),
    Operation(
        "post",
        "/api/auth/password",
        "Change the signed-in user's password",
        admin_account.ChangePasswordSchema,
        errors=(401,),
    ),
    Operation(
        "get",
        "/api/auth/sessions",
        "The signed-in user's active sessions",
        ok=(200, _obj("sessions", sessions={"type": "array"}), JSON),
        errors=(401,),
    ),
    Operation(
        "delete",
        "/api/auth/sessions/{session_id}",
        "End one of the signed-in user's sessions",
        path_params={"session_id": STRING},
        errors=(401, 404),
    ),
    Operation("post", "/api/auth/sessions/end-all", "Sign out everywhere", errors=(401,)),
]
