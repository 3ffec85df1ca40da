"""Our mailing lists as data. Guide, early access and newsletter differ only in the values
below; pipeline/signups/subscribe.py has one code path for all of them (issue: lists and tags are
data, not code paths). A list's name is also its submission kind."""

from dataclasses import dataclass


@dataclass(frozen=True)
class ListEmail:
    template: str  # templates/email/<template>.{html,txt}
    subject: str


@dataclass(frozen=True)
class SignupList:
    name: str
    label: str  # how sales and the emails name the list
    base_tags: tuple[str, ...]
    # Double opt-in: the address stays 'pending' until its owner confirms by email.
    confirm_email: ListEmail | None
    # Sent straight after sign-up (single opt-in) or after confirmation (double opt-in).
    welcome_email: ListEmail
    # A sign-up for an address already on the list ('subscribed': confirmed, on a double
    # opt-in list) answers as a first one does (no oracle: issues 25 and 33) and mails the
    # owner this fixed note, at most once a day, instead of the welcome. None: the list
    # mails its welcome again (the guide: people lose the email).
    already_email: ListEmail | None = None
    # Whether such a sign-up still adds the tags it asks for (a listed address asking about
    # another launch). A confirmed subscription is never changed by an unproven request.
    repeat_adds_tags: bool = False
    # The welcome email links to the guide PDF, so the job checks it renders first.
    sends_guide: bool = False


LISTS: dict[str, SignupList] = {
    "guide": SignupList(
        name="guide",
        label="Free guide",
        base_tags=("fivesmartways",),
        confirm_email=None,
        welcome_email=ListEmail(
            "guide", "Your free guide: 5 Smart Ways to Automate Without Hiring"
        ),
        sends_guide=True,
    ),
    "early_access": SignupList(
        name="early_access",
        label="Early access",
        base_tags=("early-access",),
        confirm_email=None,
        welcome_email=ListEmail("early_access", "You're on the early access list"),
        already_email=ListEmail("early_access_already", "You're already on the early access list"),
        repeat_adds_tags=True,
    ),
    "newsletter": SignupList(
        name="newsletter",
        label="Calm AI Digest newsletter",
        base_tags=("calm-ai-digest",),
        confirm_email=ListEmail(
            "newsletter_confirm", "Please confirm your Calm AI Digest subscription"
        ),
        welcome_email=ListEmail("newsletter_welcome", "Welcome to the Calm AI Digest"),
        already_email=ListEmail(
            "newsletter_already", "You're already subscribed to the Calm AI Digest"
        ),
    ),
}
