"""An issue as an email that renders everywhere (issue 36): the body sanitised as a post's
is, images made absolute with their width, height and alt, links made absolute (never
rewritten: no click tracking, and no open-tracking pixel either), put in a table-layout
template whose stylesheet css-inline writes into style attributes, and a plain-text part
inscriptis draws from the same HTML.

The HTML and text are rendered once per issue with a placeholder where each reader's own
unsubscribe link goes (`Rendered`); `message()` fills it in per reader, with the reader's
List-Unsubscribe headers (RFC 8058, the welcome email's) and the delivery's stable
Message-ID."""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate
from functools import lru_cache
from html import escape, unescape

import css_inline
from inscriptis import get_text
from inscriptis.model.config import ParserConfig
from markupsafe import Markup

from pipeline import blog, signups
from pipeline.mail import policy_for, render, sending_address, sending_form
from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.settings import company_name, setting

TEMPLATE = "email/newsletter_issue.html"
TEXT_TEMPLATE = "email/newsletter_issue.txt"
# Gmail clips a message whose HTML is over 102 KB; the editor is told before it is sent.
GMAIL_CLIP_BYTES = 102 * 1024
COLUMN = 560  # the template's content width in pixels
# Where each reader's own link goes: plain ASCII that no escaping or wrapping changes.
UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/x"
ARCHIVE_PATH = "/newsletter/issues/"
LIST_NAMES = {"newsletter": "Calm AI Digest", "early_access": "Early access"}
WHY = {
    "newsletter": "you subscribed to the Calm AI Digest and confirmed your address",
    "early_access": "you joined our early access list",
}
TEXT_CONFIG = ParserConfig(display_links=True, display_images=True)
IMG = re.compile(r"<img\b([^>]*)>", re.I)
HREF = re.compile(r'(<a\b[^>]*?\bhref=")(/[^"]*)(")', re.I)
ATTRIBUTE = re.compile(r'([a-zA-Z][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?')


@dataclass(frozen=True)
class Rendered:
    subject: str
    html: str
    text: str
    list_name: str

    @property
    def html_bytes(self) -> int:
        return len(self.html.encode())


def list_id(list_name: str) -> str:
    domain = setting("MAIL_DOMAIN", "localhost")
    return f"{LIST_NAMES[list_name]} <{list_name.replace('_', '-')}.{domain}>"


def archive_url(issue: NewsletterIssue) -> str | None:
    if issue.list_name == "newsletter" and issue.slug:
        return f"{setting('SITE_URL')}{ARCHIVE_PATH}{issue.slug}"
    return None


def _absolute(url: str) -> str:
    return setting("SITE_URL") + url if url.startswith("/") else url


def _image(match: re.Match) -> str:
    attrs = {m.group(1).lower(): m.group(2) or "" for m in ATTRIBUTE.finditer(match.group(1))}
    src = blog.safe_url(unescape(attrs.get("src", "")))
    if not src:
        return ""
    images = blog.image_set(src)
    width = images.width if images else _pixels(attrs.get("width"))
    height = images.height if images else _pixels(attrs.get("height"))
    if not width or not height:
        # A picture of unknown size would push the layout about in clients that block
        # images until asked: it is linked instead of shown.
        alt = attrs.get("alt") or "Image"
        return f'<a href="{escape(_absolute(src))}">{alt}</a>'
    shown = min(width, COLUMN)
    shown_height = max(1, round(height * shown / width))
    url = escape(_absolute(images.src if images else src))
    return (
        f'<img src="{url}" alt="{attrs.get("alt", "")}" width="{shown}" '
        f'height="{shown_height}" class="body-image" style="max-width:100%;height:auto;">'
    )


def _pixels(value: str | None) -> int | None:
    return int(value) if value and value.isdecimal() and 0 < int(value) < 10000 else None


def email_body(body_html: str) -> str:
    """The issue's body as the email carries it: sanitised (pipeline.blog), every image
    sized and absolute, every same-site link absolute. Links keep their own address."""
    clean = blog.sanitize_html(body_html)
    clean = IMG.sub(_image, clean)
    return HREF.sub(
        lambda m: m.group(1) + escape(_absolute(unescape(m.group(2)))) + m.group(3), clean
    )


@lru_cache(maxsize=1)
def _inliner() -> css_inline.CSSInliner:
    # Media queries (dark mode, narrow screens) can't be inlined: kept in the <style>.
    return css_inline.CSSInliner(keep_at_rules=True, load_remote_stylesheets=False)


def _context(issue: NewsletterIssue) -> dict:
    return {
        "issue": issue,
        "subject": issue.subject,
        "preview": issue.preview or "",
        "body": Markup(email_body(issue.body_html)),  # noqa: S704 (sanitised by nh3)
        "list_label": LIST_NAMES[issue.list_name],
        "why": WHY[issue.list_name],
        "company": company_name(),
        "postal_address": setting("COMPANY_POSTAL_ADDRESS") or "",
        "site_url": setting("SITE_URL"),
        "view_url": archive_url(issue),
        "unsubscribe_url": UNSUBSCRIBE_PLACEHOLDER,
    }


def render_issue(issue: NewsletterIssue) -> Rendered:
    context = _context(issue)
    html = _inliner().inline(render(TEMPLATE, **context))
    text_body = get_text(str(context["body"]), TEXT_CONFIG).strip()
    text = render(TEXT_TEMPLATE, **context, text_body=text_body)
    return Rendered(issue.subject, html, text, issue.list_name)


def message_id(issue_id: int, delivery_id: int) -> str:
    """The same Message-ID every time this delivery is built: a copy sent twice (the one
    window SMTP leaves, docs/newsletter.md) is one message to the reader's mail server."""
    key = str(setting("SECRET_KEY")).encode()
    tag = hmac.new(key, f"newsletter:{issue_id}:{delivery_id}".encode(), hashlib.sha256)
    domain = setting("MAIL_DOMAIN", "localhost")
    return f"<newsletter.{issue_id}.{delivery_id}.{tag.hexdigest()[:12]}@{domain}>"


def message(
    rendered: Rendered,
    to_addr: str,
    unsubscribe_url: str,
    headers: dict[str, str],
    msg_id: str,
    subject_prefix: str = "",
    cte: str | None = None,
) -> EmailMessage:
    mime = EmailMessage(policy=policy_for(to_addr))
    mime["From"] = setting("MAIL_FROM")
    mime["To"] = sending_form(to_addr).header()
    mime["Subject"] = " ".join((subject_prefix + rendered.subject).split())
    mime["Date"] = formatdate(localtime=False)
    mime["Message-ID"] = msg_id
    mime["List-Id"] = list_id(rendered.list_name)
    for name, value in headers.items():
        mime[name] = value
    mime.set_content(rendered.text.replace(UNSUBSCRIBE_PLACEHOLDER, unsubscribe_url), cte=cte)
    mime.add_alternative(
        rendered.html.replace(UNSUBSCRIBE_PLACEHOLDER, escape(unsubscribe_url)),
        subtype="html",
        cte=cte,
    )
    return mime


def as_bytes(mime: EmailMessage) -> bytes:
    # As mail.compose stores every email: folded at 998, so List-Unsubscribe's long URL is
    # not turned into an encoded-word clients can't use.
    return mime.as_bytes(policy=mime.policy.clone(max_line_length=998))


# The one-pass form (`template`, `fill`): one message built per batch with these marks where
# each reader's own values go, its parts 8-bit so the marks stay as written (quoted-printable
# would break them across lines); each reader's message is then that with the marks
# replaced, not a MIME build of its own (which costs ~4 ms, mostly the email package parsing
# headers it was just given).
TO_MARK = "newsletter-reader@placeholder.invalid"
ID_MARK = "<newsletter-message@placeholder.invalid>"
LIST_UNSUBSCRIBE_MARK = "<https://list-unsubscribe.invalid/x>"
LINE_LIMIT = 990  # RFC 5322's 998, less room
BLOCK_END = re.compile(r"(</(?:p|h[1-6]|li|ul|ol|tr|td|table|div|blockquote)>)", re.I)


def template(rendered: Rendered) -> bytes | None:
    """The batch's message with the marks in, or None when a line is too long to send as
    8-bit (then each message is built in full)."""
    html = BLOCK_END.sub(r"\1\n", rendered.html)
    text = rendered.text
    lines = (*html.splitlines(), *text.splitlines())
    if any(len(line.encode()) > LINE_LIMIT for line in lines):
        return None
    marked = Rendered(rendered.subject, html, text, rendered.list_name)
    headers = {
        "List-Unsubscribe": LIST_UNSUBSCRIBE_MARK,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }
    mime = message(marked, TO_MARK, UNSUBSCRIBE_PLACEHOLDER, headers, ID_MARK, cte="8bit")
    return as_bytes(mime)


def fill(marked: bytes, signup_id: int, to_addr: str, msg_id: str) -> bytes | None:
    """One reader's message from `template`'s; None when one of their values isn't plain
    ASCII that HTML leaves as it is (then it is built in full)."""
    url = signups.unsubscribe_url(signup_id)
    one_click = signups.unsubscribe_headers(signup_id)["List-Unsubscribe"]
    values = (to_addr, url, one_click, msg_id)
    if not all(v.isascii() and "\n" not in v and "\r" not in v for v in values):
        return None
    if escape(url) != url:
        return None
    return (
        marked.replace(TO_MARK.encode(), to_addr.encode())
        .replace(ID_MARK.encode(), msg_id.encode())
        .replace(LIST_UNSUBSCRIBE_MARK.encode(), one_click.encode())
        .replace(UNSUBSCRIBE_PLACEHOLDER.encode(), url.encode())
    )


def for_subscriber(
    rendered: Rendered, signup_id: int, to_addr: str, msg_id: str, marked: bytes | None = None
) -> bytes:
    """One reader's message: from the batch's `template` when there is one, else built."""
    if marked is not None:
        # The sending form: an IDN domain's punycode keeps `ada@bücher.de` on this path.
        filled = fill(marked, signup_id, sending_address(to_addr), msg_id)
        if filled is not None:
            return filled
    return as_bytes(
        message(
            rendered,
            to_addr,
            signups.unsubscribe_url(signup_id),
            signups.unsubscribe_headers(signup_id),
            msg_id,
        )
    )
