"""The operations web/openapi.py describes: one row per route, with the marshmallow schema
class the view validates its body with, or a hand-written JSON schema where it has none."""

from dataclasses import dataclass, field

from web.api.admin import account as admin_account
from web.api.admin import auth as admin_auth
from web.api.admin import categories as admin_categories
from web.api.admin import data_requests as admin_data_requests
from web.api.admin import jobs as admin_jobs
from web.api.admin import leads as admin_leads
from web.api.admin import posts as admin_posts
from web.api.admin import users as admin_users
from web.api.admin.followups import DigestSchema, FollowUpSchema
from web.api.admin.lead_progress import NoteSchema, OwnerSchema, StageSchema
from web.api.public import contact, finder, signups

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


def _obj(*required: str, **properties) -> dict:
    return {"type": "object", "required": list(required), "properties": properties}


ACCEPTED = (202, None, JSON)
CREATED = (201, None, JSON)
NO_CONTENT = (204, None, None)
REDIRECT = (303, None, None)
ALREADY = _obj("already", "message", already={"type": "boolean"}, message=STRING)
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


def _signup(path: str, schema, summary: str) -> Operation:
    # An address already on the list gets a friendly 200 instead of a second submission.
    return Operation(
        "post", path, summary, schema, ACCEPTED, "Queued", extra={200: "Already signed up"}
    )


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
    Operation("post", "/api/finder", "Run the AI Tool Finder", finder.FinderSchema, ACCEPTED),
    Operation(
        "get",
        "/api/finder/{token}",
        "AI Tool Finder status and results",
        ok=(200, _obj("status", status=STRING), JSON),
        path_params={"token": STRING},
    ),
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


def _admin(method: str, path: str, summary: str, body=None, ok=(200, None, JSON), **kw):
    return Operation(method, path, summary, body, ok, admin=True, **kw)


LEAD = {"lead_id": STRING}
POST = {"post_id": INT_ID}


# Sales' changes to one lead (issue 18): each answers with the lead in full, timeline too.
LEAD_CHANGES = (
    ("put", "stage", "Move a lead to a stage (lost needs a reason)", StageSchema),
    ("put", "owner", "Assign a lead to someone in sales (emailed a link) or nobody", OwnerSchema),
    ("put", "follow-up", "Set a lead's next action and due date, or clear both", FollowUpSchema),
    ("post", "notes", "Add a note to a lead's history", NoteSchema, CREATED),
)


def _lead_change(method: str, action: str, summary: str, body, ok=(200, None, JSON)):
    path = f"/api/admin/leads/{{lead_id}}/{action}"
    return _admin(method, path, summary, body, ok, path_params=LEAD)


ADMIN = [
    _admin("get", "/api/admin/dashboard", "Blog counts for the dashboard"),
    _admin(
        "get",
        "/api/admin/leads",
        "Leads, filtered and paginated",
        query=LEAD_PAGES,
    ),
    _admin(
        "get",
        "/api/admin/leads/export.csv",
        "Leads as CSV",
        ok=(200, None, "text/csv"),
        query=LEAD_QUERY,
    ),  # fmt: skip
    _admin("get", "/api/admin/leads/board", "Leads as a board", query=LEAD_QUERY),
    _admin("get", "/api/admin/leads/{lead_id}", "One lead in full", path_params=LEAD),
    _admin(
        "put",
        "/api/admin/leads/{lead_id}/handling",
        "Mark a lead handled or not, with a note",
        admin_leads.HandlingSchema,
        path_params=LEAD,
        errors=(409,),
    ),
    _admin("get", "/api/admin/leads/owners", "The sales team: who a lead can be assigned to"),
    *(_lead_change(*change) for change in LEAD_CHANGES),
    _admin("get", "/api/admin/follow-ups/digest", "Whether I get the daily sales digest"),
    _admin("put", "/api/admin/follow-ups/digest", "Turn my digest on or off", DigestSchema),
    _admin(
        "post",
        "/api/admin/leads/emails/{email_id}/resend",
        "Send an email of a lead again",
        ok=(202, OBJECT, JSON),
        path_params={"email_id": STRING},
        errors=(409,),
    ),
    _admin(
        "get",
        "/api/admin/leads/{lead_id}/report.pdf",
        "The finder PDF report of a lead",
        ok=(200, None, "application/pdf"),
        path_params=LEAD,
        query={"fresh": {"type": "string", "enum": ["0", "1"]}},
    ),
    _admin("get", "/api/admin/people", "People: leads grouped by address", query=LEAD_PAGES),
    _admin("get", "/api/admin/people/{lead_id}", "A lead's person", path_params=LEAD),
    _admin("get", "/api/admin/jobs", "Job queues, workers, failures and throughput"),
    _admin(
        "post",
        "/api/admin/jobs/{job_id}/retry",
        "Retry one failed job",
        ok=(202, OBJECT, JSON),
        path_params={"job_id": STRING},
        errors=(409,),
    ),
    _admin(
        "post",
        "/api/admin/jobs/retry-group",
        "Retry every failed job of one exception type",
        admin_jobs.GroupSchema,
        (202, _obj("retried", retried={"type": "integer"}), JSON),
    ),
    _admin(
        "delete",
        "/api/admin/jobs/{job_id}",
        "Delete a job",
        ok=NO_CONTENT,
        path_params={"job_id": STRING},
        errors=(409,),
    ),  # fmt: skip
    _admin("get", "/api/admin/users", "Accounts and their roles"),
    _admin(
        "put",
        "/api/admin/users/{user_id}/role",
        "Grant or remove a role",
        admin_users.RoleSchema,
        path_params={"user_id": INT_ID},
        errors=(409,),
    ),
    _admin(
        "post",
        "/api/admin/users/{user_id}/sign-out-everywhere",
        "End every session of another account",
        ok=(200, _obj("ended", ended={"type": "integer"}), JSON),
        path_params={"user_id": INT_ID},
        errors=(409,),
    ),
    _admin(
        "post",
        "/api/admin/data-requests/export",
        "Everything stored about an address",
        admin_data_requests.ExportSchema,
    ),  # fmt: skip
    _admin(
        "post",
        "/api/admin/data-requests/erase",
        "Erase everything stored about an address",
        admin_data_requests.EraseSchema,
    ),  # fmt: skip
    _admin("get", "/api/admin/categories", "Blog categories with post counts"),
    _admin(
        "post",
        "/api/admin/categories",
        "Create a category",
        admin_categories.CategorySchema,
        CREATED,
        errors=(409,),
    ),  # fmt: skip
    _admin(
        "put",
        "/api/admin/categories/{category_id}",
        "Rename a category or change its slug",
        admin_categories.CategorySchema,
        path_params={"category_id": INT_ID},
        errors=(409,),
    ),
    _admin(
        "delete",
        "/api/admin/categories/{category_id}",
        "Delete a category, moving its posts",
        path_params={"category_id": INT_ID},
        query={"move_posts_to": {"type": "string", "pattern": "^[0-9]*$"}},
        errors=(409,),
    ),
    _admin(
        "get",
        "/api/admin/posts",
        "Blog posts of every status",
        query={
            "status": {"type": "string", "enum": ["all", "draft", "published", "scheduled"]},
            "q": {"type": "string", "maxLength": 200},
            "page": {"type": "integer", "minimum": 1},
        },
    ),
    _admin("post", "/api/admin/posts", "Create a post", admin_posts.PostSchema, CREATED),
    _admin(
        "get",
        "/api/admin/posts/slug",
        "Suggest or check a slug",
        query={"title": STRING, "slug": STRING, "exclude_id": STRING},
    ),
    _admin("get", "/api/admin/posts/{post_id}", "One post", path_params=POST),
    _admin(
        "put",
        "/api/admin/posts/{post_id}",
        "Update a post",
        admin_posts.PostSchema,
        path_params=POST,
    ),  # fmt: skip
    _admin(
        "delete", "/api/admin/posts/{post_id}", "Delete a post", ok=NO_CONTENT, path_params=POST
    ),
    _admin(
        "post",
        "/api/admin/posts/{post_id}/preview-link",
        "A signed draft-preview link",
        path_params=POST,
    ),  # fmt: skip
    _admin(
        "post",
        "/api/admin/uploads",
        "Upload an image for a post",
        _obj("file", file={"type": "string", "format": "binary"}),
        CREATED,
        body_media="multipart/form-data",
    ),
]

PATHS = PUBLIC + ACCOUNT + ADMIN
