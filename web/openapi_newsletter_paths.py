"""The newsletter's admin API (issue 36) in the OpenAPI document: the issues, their
preview, test, send and cancel, a draft from a blog post, the weekly digest's settings."""

from web.api.admin import newsletter as admin_newsletter
from web.openapi_paths import INT_ID, JSON, NO_CONTENT, STRING, Operation, _obj

ISSUE = {"issue_id": INT_ID}
COUNT = {"type": "integer", "minimum": 0}
WHEN = {"type": "string", "format": "date-time", "nullable": True}
COUNTS = _obj(
    "total", "queued", "sent", "failed", "skipped", "skipped_reasons", "unsubscribed_after",
    total=COUNT, queued=COUNT, sent=COUNT, failed=COUNT, skipped=COUNT,
    skipped_reasons={
        "type": "object",
        "additionalProperties": COUNT,
        "description": "unsubscribed, suppressed, bounced, erased",
    },
    unsubscribed_after={**COUNT, "description": "readers who unsubscribed after it was sent"},
)  # fmt: skip
ISSUE_FIELDS = _obj(
    "id", "subject", "preview", "list", "status", "editable", "counts",
    id=COUNT,
    subject=STRING,
    preview=STRING,
    list={"type": "string", "enum": ["newsletter", "early_access"]},
    status={"type": "string", "enum": ["draft", "scheduled", "sending", "sent"]},
    origin={"type": "string", "enum": ["editor", "post", "digest"]},
    post_id={"type": "integer", "nullable": True},
    editable={"type": "boolean"},
    scheduled_at=WHEN,
    started_at=WHEN,
    sent_at=WHEN,
    created_at=WHEN,
    updated_at=WHEN,
    archive_url={"type": "string", "nullable": True},
    body_html={**STRING, "description": "sanitised HTML (one issue only)"},
    counts=COUNTS,
)  # fmt: skip
ONE = _obj("issue", issue=ISSUE_FIELDS)
PAGE = _obj(
    "issues", "total", "page", "per_page",
    issues={"type": "array", "items": ISSUE_FIELDS},
    total=COUNT, page=COUNT, per_page=COUNT,
)  # fmt: skip
PREVIEW = _obj(
    "subject", "html", "text", "html_bytes", "clip_limit_bytes",
    subject=STRING, preview=STRING, html=STRING, text=STRING, html_bytes=COUNT,
    clip_limit_bytes=COUNT, headers={"type": "object", "additionalProperties": STRING},
)  # fmt: skip
DIGEST = _obj(
    "digest",
    digest=_obj(
        "enabled", "weekday", "hour",
        enabled={"type": "boolean"},
        weekday={"type": "integer", "minimum": 0, "maximum": 6, "description": "0 Monday"},
        weekday_name=STRING,
        hour={"type": "integer", "minimum": 0, "maximum": 23},
    ),
)  # fmt: skip


def _op(method: str, path: str, summary: str, body=None, ok=(200, ONE, JSON), **kw):
    return Operation(method, "/api/admin/newsletter" + path, summary, body, ok, admin=True, **kw)


ARCHIVED = _obj(
    "slug", "subject", "preview", "sent_at",
    slug=STRING, subject=STRING, preview=STRING, sent_at=WHEN,
    body_html={**STRING, "description": "sanitised HTML (one issue only)"},
)  # fmt: skip

NEWSLETTER_PATHS = [
    Operation("get", "/api/newsletter/issues",
              "The newsletter's public archive: its sent issues, newest first",
              ok=(200, _obj("issues", issues={"type": "array", "items": ARCHIVED}), JSON)),
    Operation("get", "/api/newsletter/issues/{slug}", "One issue of the public archive",
              ok=(200, _obj("issue", issue=ARCHIVED), JSON),
              path_params={"slug": {"type": "string", "maxLength": 220}}),
    _op("get", "/issues", "Newsletter issues, newest first, with their counts",
        ok=(200, PAGE, JSON), query={"page": {"type": "integer", "minimum": 1}}),
    _op("post", "/issues", "Write a draft issue (subject, preview, body_html, list)",
        admin_newsletter.IssueSchema, ok=(201, ONE, JSON)),
    _op("get", "/issues/{issue_id}", "One issue with its body and counts", path_params=ISSUE),
    _op("put", "/issues/{issue_id}", "Change a draft or scheduled issue (409 once sending)",
        admin_newsletter.IssueSchema, path_params=ISSUE, errors=(409,)),
    _op("delete", "/issues/{issue_id}", "Delete a draft", ok=NO_CONTENT, path_params=ISSUE,
        errors=(409,)),
    _op("get", "/issues/{issue_id}/preview",
        "The email as a mail client shows it: HTML and plain text, and the HTML's size",
        ok=(200, PREVIEW, JSON), path_params=ISSUE),
    _op("post", "/issues/{issue_id}/test", "Send a test copy to the signed-in user",
        ok=(202, _obj("sent_to", sent_to=STRING), JSON), path_params=ISSUE, errors=(409,)),
    _op("post", "/issues/{issue_id}/send",
        "Send now, or at `at` (ISO 8601; without a zone, UTC): the issue is scheduled",
        admin_newsletter.SendSchema, path_params=ISSUE, errors=(409,)),
    _op("post", "/issues/{issue_id}/cancel", "Cancel a scheduled send (back to a draft)",
        path_params=ISSUE, errors=(409,)),
    _op("post", "/from-post/{post_id}",
        "A draft to the newsletter from a published blog post: a summary with its image and "
        "a link, or the whole post", admin_newsletter.FromPostSchema, ok=(201, ONE, JSON),
        path_params={"post_id": INT_ID}, errors=(409,)),
    _op("get", "/digest", "The weekly digest's settings", ok=(200, DIGEST, JSON)),
    _op("put", "/digest", "Turn the weekly digest on or off, with its day and hour",
        admin_newsletter.DigestSchema, ok=(200, DIGEST, JSON)),
]  # fmt: skip
