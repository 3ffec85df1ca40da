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
    # A repeat sign-up that changes nothing answers "already signed up" instead of
    # mailing again. The guide always mails again: people lose the email.
    says_already: bool
    already_message: str = ""
    # Double opt-in only: a sign-up for an address that has confirmed answers as a first
    # one does (no oracle), changes nothing, and mails the owner this fixed note instead.
    already_email: ListEmail | None = None
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
        says_already=False,
        sends_guide=True,
    ),
    "early_access": SignupList(
        name="early_access",
        label="Early access",
        base_tags=("early-access",),
        confirm_email=None,
        welcome_email=ListEmail("early_access", "You're on the early access list"),
        says_already=True,
        already_message="You're already on the early access list!",
    ),
    "newsletter": SignupList(
        name="newsletter",
        label="Calm AI Digest newsletter",
        base_tags=("calm-ai-digest",),
        confirm_email=ListEmail(
            "newsletter_confirm", "Please confirm your Calm AI Digest subscription"
        ),
        welcome_email=ListEmail("newsletter_welcome", "Welcome to the Calm AI Digest"),
        says_already=False,
        already_email=ListEmail(
            "newsletter_already", "You're already subscribed to the Calm AI Digest"
        ),
    ),
}
