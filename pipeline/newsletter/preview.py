"""What the editor sees before sending (issue 36): the email as a mail client shows it, HTML
and plain text side by side with its size against Gmail's clipping limit, and a test copy
sent to the editor's own address through the ordinary mail queue."""

from __future__ import annotations

from email.utils import make_msgid

from pipeline import mail, queues
from pipeline.models.db import db
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.newsletter import email
from pipeline.settings import setting

# The test copy's unsubscribe link: the page itself, which says the link is not valid.
TEST_UNSUBSCRIBE = "/unsubscribe"


def preview_json(issue: NewsletterIssue) -> dict:
    rendered = email.render_issue(issue)
    example = setting("SITE_URL") + TEST_UNSUBSCRIBE
    html = rendered.html.replace(email.UNSUBSCRIBE_PLACEHOLDER, example)
    return {
        "subject": issue.subject,
        "preview": issue.preview,
        "html": html,
        "text": rendered.text.replace(email.UNSUBSCRIBE_PLACEHOLDER, example),
        "html_bytes": len(html.encode()),
        "clip_limit_bytes": email.GMAIL_CLIP_BYTES,
        "headers": {
            "List-Id": email.list_id(issue.list_name),
            "List-Unsubscribe": "<https://…/api/unsubscribe?token=…>, <mailto:…>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
    }


def send_test(issue: NewsletterIssue, to_addr: str) -> str:
    """A copy marked [Test] to `to_addr` (the signed-in editor), queued like any email;
    its id."""
    rendered = email.render_issue(issue)
    unsubscribe = setting("SITE_URL") + TEST_UNSUBSCRIBE
    mime = email.message(
        rendered,
        to_addr,
        unsubscribe,
        {"List-Unsubscribe": f"<{unsubscribe}>"},
        make_msgid(domain=setting("MAIL_DOMAIN", "localhost")),
        subject_prefix="[Test] ",
    )
    draft = mail.Draft(
        purpose="newsletter_test", template="", to_addr=to_addr, subject=str(mime["Subject"]),
        context={},
    )  # fmt: skip
    stored = mail.queue_email(draft, None, mime)
    db.session.commit()
    queues.enqueue_unqueued([stored.id])
    return stored.id
