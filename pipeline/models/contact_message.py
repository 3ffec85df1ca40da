"""A message sent from the Contact page (spec 2.7, section 3 'Contact message'), and the
done-for-you plan it may be about.

Whether the plan quiz recommended that plan is not a column. The quiz result's link to the
form is /contact?plan=<key>&from=quiz, and the form sends the address it was on, with those
two parameters, as its page (frontend/src/lib/submission-context.ts), which every form
already stores as the submission's source_page. So the quiz counts only when that page
names the same plan the message stores: `from=quiz` alone, or beside another plan, means
nothing."""

from urllib.parse import parse_qs, urlsplit

from sqlalchemy import DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, utcnow

ROLES = {
    "business-owner": "Business Owner",
    "ops-director": "Ops Director",
    "team-lead": "Team Lead",
    "consultant": "Consultant",
    "other": "Other",
}
# The done-for-you plans (spec 3 "Plan", section 9) a message can be about: the plan pages'
# and the quiz result's "Book a Call" links carry the key (frontend/src/content/plans.ts has
# the same keys and names; pipeline/leads/score_weights.yaml their prices and points).
PLANS = {
    "clarity": "Clarity",
    "growth": "Growth",
    "freedom": "Freedom",
}
# The contact page's address parameters (frontend/src/lib/plan-enquiry.ts).
PLAN_PARAM, FROM_PARAM, FROM_QUIZ = "plan", "from", "quiz"


class ContactMessage(db.Model):
    __tablename__ = "contact_messages"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[str] = mapped_column(
        ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False, unique=True
    )
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    # address_key(email) (pipeline/mail/addresses.py): what every look-up of a person compares.
    email_key: Mapped[str | None] = email_key_column(index=True)
    role: Mapped[str] = mapped_column(String(40), nullable=False)
    message: Mapped[str] = mapped_column(Text, nullable=False)
    # The plan the visitor was asking about (a PLANS key), or None: most messages name none.
    plan: Mapped[str | None] = mapped_column(String(20))
    # The AI Tool Finder run (its submission id) whose results the visitor came from, via
    # /contact?finder=<id> (frontend/src/lib/finder-enquiry.ts), or None. Not a foreign key:
    # the id is the visitor's word (checked for shape only), and erasing the run keeps this
    # message; the lead detail shows the run while it exists.
    finder_run_id: Mapped[str | None] = mapped_column(String(36))
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)

    @property
    def role_label(self) -> str:
        return ROLES.get(self.role, self.role)

    @property
    def plan_label(self) -> str | None:
        return PLANS.get(self.plan, self.plan) if self.plan else None

    def plan_from_quiz(self, source_page: str | None) -> bool:
        """`source_page`: the submission's."""
        if not self.plan:
            return False
        query = parse_qs(urlsplit(source_page or "").query)
        return query.get(FROM_PARAM) == [FROM_QUIZ] and query.get(PLAN_PARAM) == [self.plan]

    def plan_fields(self, source_page: str | None) -> dict:
        """The plan as the sales email, the lead detail and the lead.created webhook give it."""
        return {
            "plan": self.plan,
            "plan_label": self.plan_label,
            "plan_from_quiz": self.plan_from_quiz(source_page),
        }
