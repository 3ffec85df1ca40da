"""Contact messages (spec 2.7): stored, then a job emails the sales inbox the whole message
and sends the sender a short acknowledgement. The acknowledgement is a fixed text (no
name, role or message): the typed address has not proved it is the sender's, so nothing
they wrote may be mailed to it, and it counts towards the address's daily limit."""

from pipeline import intake, mail
from pipeline.jobs import run_submission
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db, new_id
from pipeline.models.submission import Submission
from pipeline.settings import lead_admin_url, setting

PROCESS = "pipeline.contact.process"


def receive(fields: dict, source: dict, spam_reason: str | None = None) -> intake.Accepted:
    submission = Submission(
        id=new_id(), kind="contact", email=fields["email"], name=fields["name"], **source
    )
    message = ContactMessage(
        submission_id=submission.id,
        name=fields["name"],
        email=fields["email"],
        role=fields["role"],
        message=fields["message"],
        plan=fields.get("plan"),
        finder_run_id=fields.get("finder_run"),
    )
    return intake.submit_rows(submission, [message], PROCESS, spam_reason=spam_reason)


def _message(submission: Submission) -> ContactMessage:
    return db.session.scalars(
        db.select(ContactMessage).where(ContactMessage.submission_id == submission.id)
    ).one()


def _render(submission: Submission) -> None:
    if mail.emails_for(submission.id):
        return  # idempotent: a re-run must not create a second pair of emails
    msg = _message(submission)
    about = f" about the {msg.plan_label} plan" if msg.plan else ""
    context = {
        "message": msg,
        "plan": msg.plan_fields(submission.source_page),
        "lead_url": lead_admin_url(submission.id),
    }
    mail.queue_email(
        mail.Draft(
            purpose="contact_sales",
            template="contact_sales",
            to_addr=setting("SALES_EMAIL"),
            subject=f"New enquiry from {msg.name} ({msg.role_label}){about}",
            reply_to=msg.email,
            context=context,
        ),
        submission.id,
    )
    mail.queue_capped(
        mail.Draft(
            purpose="contact_ack",
            template="contact_ack",
            to_addr=msg.email,
            subject="We've received your message",
            context={"contact_email": setting("CONTACT_EMAIL")},
        ),
        submission.id,
    )
    db.session.commit()


def _hand_off(submission: Submission) -> None:
    mail.hand_off(submission.id)


def process(submission_id: str) -> str:
    return run_submission(submission_id, [("render", _render), ("hand-off", _hand_off)])
