"""The newsletter email as the subscriber's mail server gets it (issue 36): an HTML part
(table layout, stylesheet inlined, images with width, height and alt, under Gmail's 102 KB)
and a plain-text part from the same content; the company's name and postal address, why the
reader gets it, a "view in browser" link, List-Id and the RFC 8058 one-click unsubscribe,
which works; no tracking pixel and no rewritten link. And a real SpamAssassin (Debian's,
offline, its shipped rules) scores it under 2."""

import re
import shutil
import subprocess
from email import policy
from email.parser import BytesParser

import pytest

from pipeline.models.db import db
from pipeline.models.signup import Signup
from tests.support.newsletter_data import draft, send_now, subscribers

ADDRESS = "Calm House, 1 Quiet Street, Leeds LS1 1AA"
BODY = (
    "<h2>Start with one small job</h2><p>Pick a task you do every week and time it. "
    "Then try the tool below on it for a fortnight.</p>"
    '<p><img src="https://cdn.example.com/desk.jpg" width="1200" height="800" '
    'alt="A tidy desk"></p>'
    "<ul><li>Write down the steps</li><li>Ask what could be skipped</li></ul>"
    '<p>More in <a href="https://example.org/guide?ref=x">our guide</a> and '
    '<a href="/blog/start-small">on the blog</a>.</p>'
)


def _one_issue(app, smtp, run_worker):
    app.config.update(COMPANY_POSTAL_ADDRESS=ADDRESS, SITE_URL="https://www.example.co.uk")
    with app.app_context():
        (reader,) = subscribers(1)
        issue_id = draft()
        from pipeline.models.newsletter_issue import NewsletterIssue

        db.session.get(NewsletterIssue, issue_id).body_html = BODY
        db.session.commit()
        send_now(issue_id)
    run_worker()
    (message,) = smtp.wait_for(reader)
    return reader, message


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_email_renders_everywhere_and_its_one_click_unsubscribe_works(
    app, client, smtp, run_worker
):
    reader, message = _one_issue(app, smtp, run_worker)
    assert message.get_content_type() == "multipart/alternative"
    html = message.get_body(("html",)).get_content()
    text = message.get_body(("plain",)).get_content()
    assert len(html.encode()) < 102 * 1024
    assert "<table" in html and "<style>" in html and 'class="content" style="' in html
    assert "Start with one small job" in text and "Write down the steps" in text
    for part in (html, text):
        assert ADDRESS in part and "Calm AI Digest" in part
        assert "subscribed to the Calm AI Digest" in part
        assert "View this email in your browser" in part or "View this email" in part
    # No tracking: every image is the editor's own, sized, with alt text; every link goes
    # where the editor pointed it (same-site ones made absolute), none through a redirect.
    images = re.findall(r"<img\b[^>]*>", html)
    assert len(images) == 1 and 'width="560"' in images[0] and 'height="373"' in images[0]
    assert 'alt="A tidy desk"' in images[0]
    links = set(re.findall(r'href="([^"]+)"', html))
    assert "https://example.org/guide?ref=x" in links
    assert "https://www.example.co.uk/blog/start-small" in links
    site = "https://www.example.co.uk"
    assert all(
        link == site or link.startswith((site + "/", "https://example.org/")) for link in links
    )

    assert message["List-Id"].startswith("Calm AI Digest <newsletter.")
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    one_click = re.match(r"<(https://[^>]+)>, <mailto:", message["List-Unsubscribe"]).group(1)
    assert message["Message-ID"].startswith("<newsletter.")
    # RFC 8058: the mailbox provider POSTs this body to that URL; the reader is out.
    path = one_click.removeprefix("https://www.example.co.uk")
    answer = client.post(path, data="List-Unsubscribe=One-Click",
                         content_type="application/x-www-form-urlencoded")  # fmt: skip
    assert answer.status_code == 200
    with app.app_context():
        signup = db.session.scalar(db.select(Signup).where(Signup.email == reader))
        assert signup.status == "unsubscribed"


SPAMASSASSIN = shutil.which("spamassassin")


@pytest.mark.skipif(SPAMASSASSIN is None, reason="spamassassin missing: make system-deps")
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_spamassassin_scores_the_email_under_two(app, smtp, run_worker):
    _, message = _one_issue(app, smtp, run_worker)
    raw = message.as_bytes(policy=policy.SMTP)
    # -L: local tests only (no network look-ups); -t: report the score of every rule hit.
    checked = subprocess.run(
        [SPAMASSASSIN, "-L", "-t"], input=raw, capture_output=True, timeout=120, check=True
    ).stdout
    status = BytesParser(policy=policy.default).parsebytes(checked)["X-Spam-Status"]
    score = float(re.search(r"score=(-?[\d.]+)", status).group(1))
    print(f"SpamAssassin: {' '.join(status.split())}")
    assert score < 2, status


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_one_pass_message_is_the_full_build_with_the_readers_values(app):
    from email import message_from_bytes

    from pipeline.models.newsletter_issue import NewsletterIssue
    from pipeline.newsletter.email import for_subscriber, message_id, render_issue, template

    with app.app_context():
        issue = NewsletterIssue(id=3, subject="Calm · café", preview="", body_html=BODY,
                                list_name="newsletter", slug="3-calm")  # fmt: skip
        rendered = render_issue(issue)
        marked = template(rendered)
        assert marked is not None
        fast = for_subscriber(rendered, 7, "ada@example.com", message_id(3, 7), marked)
        full = for_subscriber(rendered, 7, "ada@example.com", message_id(3, 7))
    fast, full = (message_from_bytes(m, policy=policy.default) for m in (fast, full))
    for name in ("To", "Subject", "Message-ID", "List-Id", "List-Unsubscribe", "From"):
        assert fast[name] == full[name], name

    def same(text: str) -> str:  # the one-pass HTML has line breaks after block ends
        return re.sub(r">\s+<", "><", " ".join(text.split()))

    for kind in ("plain", "html"):
        fast_part = fast.get_body((kind,)).get_content()
        assert same(fast_part) == same(full.get_body((kind,)).get_content())
    assert "/unsubscribe?token=" in fast.get_body(("html",)).get_content()
