"""What a contact message says about a done-for-you plan: the plan the visitor asked about
(a models.contact_message.PLANS key stored on the message; the form refuses any other) and
whether the plan quiz recommended it to them.

The second is not a column of its own. The quiz result's link to the form is
/contact?plan=<key>&from=quiz, and the form sends the address it was on, with those two
parameters, as its page (frontend/src/lib/submission-context.ts), which every form already
stores as the submission's source_page. So the quiz counts only when that page names the
same plan the message stores: `from=quiz` alone, or beside another plan, means nothing."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from pipeline.models.contact_message import ContactMessage
from pipeline.models.submission import Submission

FROM_PARAM = "from"
PLAN_PARAM = "plan"
QUIZ = "quiz"


def from_quiz(message: ContactMessage | None, source_page: str | None) -> bool:
    if message is None or not message.plan:
        return False
    query = parse_qs(urlsplit(source_page or "").query)
    return query.get(FROM_PARAM) == [QUIZ] and query.get(PLAN_PARAM) == [message.plan]


def plan_fields(message: ContactMessage, submission: Submission) -> dict:
    """The plan as the sales email, the lead detail and the lead.created webhook give it."""
    return {
        "plan": message.plan,
        "plan_label": message.plan_label,
        "plan_from_quiz": from_quiz(message, submission.source_page),
    }
