"""Sign-ups to our lists (free guide, early access, the Calm AI Digest newsletter): ONE
intake function and ONE job for every list; what differs is data in signup_lists.py.

receive() stores the submission, the signup and its consent record (submission contract),
process() emails the subscriber (the guide link, a confirmation request or a welcome) and
tells sales, confirm() completes a newsletter double opt-in.

Sales hear of an address joining a list once: the first time it joins a single opt-in
list, or when it confirms a double opt-in one (signups.sales_notified_at, claimed in the
same transaction as the notification). Later sign-ups are marked as repeats."""

from sqlalchemy.exc import IntegrityError

from pipeline import intake, mail, queues, webhooks
from pipeline.jobs import run_submission
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.db import db, new_id, utcnow
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission
from pipeline.settings import lead_admin_url, setting
from pipeline.signups import tokens, unsubscribe
from pipeline.signups.consent_wording import wording_for
from pipeline.signups.lists import LISTS, ListEmail, SignupList

PROCESS = "pipeline.signups.subscribe.process"
CONFIRM_PATH = "/newsletter/confirm"
GUIDE_PATH = "/api/guide/download"


class UnknownConsentVersion(ValueError):
    pass


def _find(list_name: str, email: str) -> Signup | None:
    # By the address's key: any spelling of a listed address finds its entry.
    return db.session.scalars(
        db.select(Signup)
        .where(Signup.list_name == list_name, Signup.email_key == mail.address_key(email))
        .order_by(Signup.id)
        .limit(1)
    ).first()


def _merged_tags(current: list | None, spec: SignupList, requested: list[str]) -> list[str]:
    tags = list(current or [])
    for tag in (*spec.base_tags, *requested):
        if tag not in tags:
            tags.append(tag)
    return tags


def _is_listed(spec: SignupList, signup: Signup) -> bool:
    """On a list that answers a repeat with a fixed note: subscribed (confirmed, on a double
    opt-in list)."""
    return spec.already_email is not None and signup.status == "subscribed"


def receive(
    list_name: str,
    fields: dict,
    consent_version: str,
    source: dict,
    spam_reason: str | None = None,
) -> intake.Accepted:
    """fields: email, optional first_name and tags. source: submission_source() output.
    Every outcome is the same 202 (new, listed or caught): the answer tells nothing."""
    spec = LISTS[list_name]
    email = mail.normalise(fields["email"])  # one list entry per mailbox
    first_name = fields.get("first_name") or None
    submission = Submission(id=new_id(), kind=list_name, email=email, name=first_name, **source)
    if spam_reason:
        # A bot's submission is no one's consent: it never touches the list.
        return intake.store_spam(submission, [], spam_reason)
    wording = wording_for(consent_version, list_name)
    if wording is None:
        raise UnknownConsentVersion(consent_version)

    for attempt in range(2):
        try:
            return _store(spec, submission, email, first_name, fields, consent_version, wording)
        except IntegrityError:
            # Two sign-ups for the same new address raced; the loser updates the winner's row.
            db.session.rollback()
            if attempt:
                raise
            submission = Submission(
                id=new_id(), kind=list_name, email=email, name=first_name, **source
            )
    raise AssertionError("unreachable")


def _consent(signup: Signup, submission: Submission, version: str, wording: str):
    return ConsentRecord(
        signup=signup,
        wording=wording,
        version=version,
        page=submission.source_page,
        referrer=submission.referrer,
        utm=submission.utm,
    )


def _store(spec, submission, email, first_name, fields, version, wording) -> intake.Accepted:
    signup = _find(spec.name, email) or Signup(list_name=spec.name, email=email, tags=[])
    tags = _merged_tags(signup.tags, spec, fields.get("tags") or [])
    if signup.id is not None and _is_listed(spec, signup):
        # Nobody has proved this request comes from the owner, so it is answered as a first
        # sign-up ("already" would tell anyone who is listed), the entry keeps its name,
        # status and first submission, and the job mails the owner a fixed note. Early
        # access still adds a launch the address had not asked about.
        submission.is_repeat = True
        if not spec.repeat_adds_tags or tags == signup.tags:
            return intake.submit(submission, [], PROCESS, announce=False)
        signup.tags = tags
        consent = _consent(signup, submission, version, wording)
        return intake.submit(submission, [signup, consent], PROCESS)

    submission.is_repeat = signup.id is not None
    # The submission row first: PostgreSQL checks signups.submission_id at flush.
    db.session.add(submission)
    db.session.flush()
    if signup.status != "subscribed" or spec.confirm_email is None:
        signup.status = "pending" if spec.confirm_email else "subscribed"
    signup.unsubscribed_at = None
    # A stored name is never replaced from a request nobody has proved is the owner's
    # (issue 33): a stranger could otherwise choose the words a later email greets with.
    signup.first_name = signup.first_name or first_name
    signup.tags = tags
    signup.submission_id = submission.id
    consent = _consent(signup, submission, version, wording)
    return intake.submit(submission, [signup, consent], PROCESS)


# --- the job ---------------------------------------------------------------------------


def _links(spec: SignupList, signup: Signup) -> dict:
    links = {"unsubscribe_url": unsubscribe.page_url(signup.id)}
    if spec.confirm_email:
        links["confirm_url"] = tokens.link(CONFIRM_PATH, "confirm", signup.id)
    if spec.sends_guide:
        links["download_url"] = tokens.link(GUIDE_PATH, "guide", signup.id)
    return links


def _subscriber_draft(email: ListEmail, signup: Signup, marketing: bool) -> mail.Draft:
    spec = LISTS[signup.list_name]
    # Every email to a subscriber can be stopped with one click, marketing or not. No
    # display name: whoever typed the address may not be its owner.
    return mail.Draft(
        purpose=email.template,
        template=email.template,
        to_addr=signup.email,
        subject=email.subject,
        context={"signup": signup, "list_label": spec.label, **_links(spec, signup)},
        marketing=marketing,
        headers=unsubscribe.headers(signup.id),
    )


def _lead_draft(spec: SignupList, signup: Signup, submission: Submission | None) -> mail.Draft:
    return mail.Draft(
        purpose="lead_notification",
        template="lead_notification",
        to_addr=setting("SALES_EMAIL"),
        subject=f"New lead: {spec.label} – {signup.email}",
        context={
            "spec": spec,
            "signup": signup,
            "submission": submission,
            "lead_url": lead_admin_url(submission.id) if submission else None,
        },
    )


def _prepare(submission: Submission) -> None:
    if LISTS[submission.kind].sends_guide:
        # Allowed inside: the guide PDF needs WeasyPrint; the web process, which imports
        # this module for intake, must never load it.
        from pipeline.signups import guide_pdf  # noqa: PLC0415

        guide_pdf.cached_pdf()


def _claim_sales_notice(signup: Signup) -> bool:
    """True for the one caller that gets to tell sales about this address on this list;
    the claim commits (or rolls back) with the notification."""
    claimed = db.session.execute(
        db.update(Signup)
        .where(Signup.id == signup.id, Signup.sales_notified_at.is_(None))
        .values(sales_notified_at=utcnow())
    )
    return claimed.rowcount == 1


def _render(submission: Submission) -> None:
    if mail.emails_for(submission.id):
        return  # idempotent: a re-run must not mail anyone twice
    spec = LISTS[submission.kind]
    signup = _find(submission.kind, submission.email)
    if signup is None:
        return  # erased on request since: there is nobody to mail
    if _is_listed(spec, signup) and signup.submission_id != submission.id:
        # A sign-up for a listed address (_store): no visitor text, once a day, capped.
        note = _subscriber_draft(spec.already_email, signup, marketing=False)
        mail.queue_capped(note, submission.id, once_a_day=True)
        db.session.commit()
        return
    if spec.confirm_email and signup.status == "pending":
        # Asked for by the visitor and sent once per request, so not marketing: someone
        # who once unsubscribed can still opt back in.
        first = _subscriber_draft(spec.confirm_email, signup, marketing=False)
    else:
        first = _subscriber_draft(spec.welcome_email, signup, marketing=True)
    mail.queue_capped(first, submission.id)
    # A double opt-in address is not a lead until its owner confirms (confirm() tells sales).
    if spec.confirm_email is None and _claim_sales_notice(signup):
        mail.queue_email(_lead_draft(spec, signup, submission), submission.id)
    db.session.commit()


def _hand_off(submission: Submission) -> None:
    mail.hand_off(submission.id)


def process(submission_id: str) -> str:
    return run_submission(
        submission_id, [("prepare", _prepare), ("render", _render), ("hand-off", _hand_off)]
    )


# --- double opt-in ---------------------------------------------------------------------


def confirm(signup_id: int) -> Signup | None:
    """Confirm a pending subscription and queue its welcome email. Idempotent: a second
    click (or a retry) changes nothing and sends nothing."""
    signup = db.session.get(Signup, signup_id)
    if signup is None:
        return None
    spec = LISTS[signup.list_name]
    if spec.confirm_email is None:
        return None  # single opt-in lists have nothing to confirm
    if signup.status == "subscribed" and signup.confirmed_at is not None:
        return signup
    signup.status = "subscribed"
    signup.confirmed_at = utcnow()
    signup.unsubscribed_at = None
    mail.lift(signup.email)  # a confirmed opt-in is the owner asking for mail again
    # Not limited: the address's owner has just proved it is theirs by asking for this.
    queued = [
        mail.queue_email(
            _subscriber_draft(spec.welcome_email, signup, marketing=True), signup.submission_id
        )
    ]
    if _claim_sales_notice(signup):
        submission = db.session.get(Submission, signup.submission_id or "")
        lead = _lead_draft(spec, signup, submission)
        queued.append(mail.queue_email(lead, signup.submission_id))
    events = webhooks.newsletter_confirmed(signup)
    db.session.commit()
    queues.enqueue_unqueued([email.id for email in queued] + [job_id for _, job_id in events])
    return signup
