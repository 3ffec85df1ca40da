"""The newsletter (issue 36): issues written in the admin or made from a blog post, sent
exactly once to every confirmed subscriber of a list, the public archive, the weekly digest
and the deliveries as personal data. Stands above signups and blog, which it reads, and
below leads and retention, which export, erase and expire its rows. What web/, worker/,
leads and retention may call."""

from pipeline.newsletter.archive import by_slug as archived_issue
from pipeline.newsletter.archive import sent_issues
from pipeline.newsletter.counts import of as issue_counts
from pipeline.newsletter.data import delete_expired, expired_count, export_rows, forget
from pipeline.newsletter.digest_settings import WEEKDAYS
from pipeline.newsletter.digest_settings import as_json as digest_settings_json
from pipeline.newsletter.digest_settings import current as current_digest_settings
from pipeline.newsletter.digest_settings import save as save_digest_settings
from pipeline.newsletter.email import email_body as archive_body
from pipeline.newsletter.issues import (
    POST_MODES,
    IssueError,
    IssueLocked,
    cancel,
    delete,
    editable,
    from_post,
    list_issues,
    save,
    schedule,
)
from pipeline.newsletter.preview import preview_json, send_test
from pipeline.newsletter.timer import tick

__all__ = [
    "POST_MODES",
    "WEEKDAYS",
    "IssueError",
    "IssueLocked",
    "archive_body",
    "archived_issue",
    "cancel",
    "delete",
    "delete_expired",
    "current_digest_settings",
    "digest_settings_json",
    "editable",
    "expired_count",
    "export_rows",
    "forget",
    "from_post",
    "issue_counts",
    "list_issues",
    "preview_json",
    "save",
    "save_digest_settings",
    "schedule",
    "send_test",
    "sent_issues",
    "tick",
]
