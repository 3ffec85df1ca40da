"""For every address email_validator accepts (so every address a form can store), with
Hypothesis: the email built for it (pipeline.mail's build_mime, the newsletter's own) turns
into bytes without raising, and its envelope can be spoken: ASCII with no options, or UTF-8
with SMTPUTF8, the domain always in its ASCII (punycode) spelling."""

from email import message_from_bytes, policy

import pytest
from email_validator import EmailNotValidError, validate_email
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from pipeline import mail
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.newsletter.email import for_subscriber, message_id, render_issue, template

ATEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~"
# Letters and digits of every script, full-width forms and the odd mark or symbol: what a
# visitor's keyboard gives, and more than email_validator accepts (the rest is filtered).
UNICODE = st.characters(categories=("Lu", "Ll", "Lo", "Lm", "Nd", "Mn", "So"))
ATOMS = st.one_of(
    st.text(st.sampled_from(ATEXT), min_size=1, max_size=12),  # plain SMTP, but an IDN domain
    st.text(st.one_of(st.sampled_from(ATEXT), UNICODE), min_size=1, max_size=12),
)
LOCALS = st.lists(ATOMS, min_size=1, max_size=3).map(".".join)
LABELS = st.text(st.one_of(st.sampled_from("abcxyz019-ÄÉß"), UNICODE), min_size=1, max_size=12)
TLDS = st.sampled_from(["com", "de", "fr", "CO.UK", "рф", "中国", "xn--p1ai", "ＣＯＭ"])
DOMAINS = st.builds(
    lambda labels, tld: ".".join([*labels, tld]), st.lists(LABELS, min_size=1, max_size=2), TLDS
)
NAMES = st.sampled_from([None, "Élodie Dupont", 'Ada, "the" Countess', "山田 太郎", "O'Brien"])
SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.filter_too_much,
        HealthCheck.function_scoped_fixture,
    ],
)
SENDER = "hello@example.co.uk"


def accepted(local: str, domain: str) -> list[str]:
    """The address as typed and as the forms store it, when email_validator accepts it."""
    typed = f"{local}@{domain}"
    try:
        checked = validate_email(typed, check_deliverability=False)
    except EmailNotValidError:
        assume(False)
        raise
    return [typed, checked.normalized]


def assert_sendable(address: str, message: bytes) -> mail.Envelope:
    envelope = mail.envelope(SENDER, address, message)
    local, domain = envelope.to_addr.rsplit("@", 1)
    assert domain.isascii()  # IDNA: what email_validator accepts, idna spells in ASCII
    headers = message.split(b"\r\n\r\n", 1)[0]
    if envelope.options:
        assert envelope.options == ("SMTPUTF8",)
        assert not (local.isascii() and headers.isascii())
        f"RCPT TO:<{envelope.to_addr}>".encode()  # UTF-8, as smtplib speaks it with SMTPUTF8
    else:
        f"MAIL FROM:<{envelope.from_addr}>".encode("ascii")
        f"RCPT TO:<{envelope.to_addr}>".encode("ascii")
        assert headers.isascii()
    event("SMTPUTF8" if envelope.options else "plain SMTP")
    to = str(message_from_bytes(message, policy=policy.default)["To"])
    assert to == envelope.to_addr or to.endswith(f"<{envelope.to_addr}>")
    return envelope


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@SETTINGS
@given(local=LOCALS, domain=DOMAINS, name=NAMES)
def test_every_accepted_address_composes_and_has_an_envelope(app, local, domain, name):
    for address in accepted(local, domain):
        draft = mail.Draft(
            purpose="contact_ack", template="contact_ack", to_addr=address, to_name=name,
            reply_to=address, subject="Ça va ?", context={"contact_email": SENDER},
        )  # fmt: skip
        with app.app_context():
            mime = mail.build_mime(draft)
        message = mime.as_bytes(policy=mime.policy.clone(max_line_length=998))
        envelope = assert_sendable(address, message)
        assert envelope.to_addr == mail.sending_address(address)


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@SETTINGS
@given(local=LOCALS, domain=DOMAINS)
def test_every_accepted_address_gets_a_sendable_newsletter(app, local, domain):
    issue = NewsletterIssue(id=1, subject="The Calm AI Digest", preview="", slug="1-x",
                            body_html="<p>Hello</p>", list_name="newsletter")  # fmt: skip
    for address in accepted(local, domain):
        with app.app_context():
            rendered = render_issue(issue)
            # Both ways a reader's copy is made: filled in from the batch's, and built.
            copies = [
                for_subscriber(rendered, 1, address, message_id(1, 1), template(rendered)),
                for_subscriber(rendered, 1, address, message_id(1, 1)),
            ]
        for copy in copies:
            assert_sendable(address, copy)
