"""The admin operations web/openapi.py describes (the public ones and the account's own are
in openapi_paths.py): one row per route, with its body's schema class where it has one."""

from web.api.admin import categories as admin_categories
from web.api.admin import data_requests as admin_data_requests
from web.api.admin import jobs as admin_jobs
from web.api.admin import leads as admin_leads
from web.api.admin import posts as admin_posts
from web.api.admin import users as admin_users
from web.api.admin import webhooks as admin_webhooks
from web.api.admin.followups import DigestSchema, FollowUpSchema
from web.api.admin.lead_progress import NoteSchema, OwnerSchema, StageSchema
from web.openapi_paths import (
    CREATED,
    INT_ID,
    JSON,
    LEAD_PAGES,
    LEAD_QUERY,
    NO_CONTENT,
    OBJECT,
    STRING,
    Operation,
    _obj,
)


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
        "Send an email of a lead again (within the recipient limit; admins may pass it "
        "with override_reason)",
        admin_leads.ResendSchema,
        ok=(202, OBJECT, JSON),
        path_params={"email_id": STRING},
        errors=(400, 403, 409),
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
        "get",
        "/api/admin/jobs/health",
        "Health summary: database, Redis, worker, scheduler, eviction policy, outbox",
        ok=(200, _obj("status", "checks", status=STRING, checks={"type": "array"}), JSON),
    ),
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

HOOK = {"endpoint_id": INT_ID}
SECRET = _obj("endpoint", "secret", endpoint=OBJECT, secret={"type": "string"})
DELIVERY = (202, _obj("delivery", delivery=OBJECT), JSON)
WEBHOOKS = [
    _admin("get", "/api/admin/webhooks", "Webhook endpoints and the event catalogue"),
    _admin("post", "/api/admin/webhooks", "Add an endpoint; its signing secret is shown once",
           admin_webhooks.EndpointSchema, (201, SECRET, JSON), errors=(409,)),
    _admin("put", "/api/admin/webhooks/{endpoint_id}", "Edit, enable or disable an endpoint",
           admin_webhooks.EndpointSchema, path_params=HOOK),
    _admin("delete", "/api/admin/webhooks/{endpoint_id}", "Delete an endpoint and its log",
           ok=NO_CONTENT, path_params=HOOK),
    _admin("post", "/api/admin/webhooks/{endpoint_id}/rotate-secret",
           "A new signing secret (the old one signs too for 24 hours)",
           ok=(200, SECRET, JSON), path_params=HOOK),
    _admin("post", "/api/admin/webhooks/{endpoint_id}/test", "Send a webhook.test event",
           ok=DELIVERY, path_params=HOOK, errors=(409,)),
    _admin("get", "/api/admin/webhooks/{endpoint_id}/deliveries",
           "An endpoint's deliveries, newest first, with every attempt", path_params=HOOK,
           query={"page": {"type": "integer", "minimum": 1}}),
    _admin("post", "/api/admin/webhooks/deliveries/{delivery_id}/redeliver",
           "Send a delivery's event again", ok=DELIVERY,
           path_params={"delivery_id": STRING}, errors=(409,)),
]  # fmt: skip
