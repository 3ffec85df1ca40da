"""Rules the newsletter's email holds for every input (issue 36), with Hypothesis: whatever
HTML an editor (or an attacker who got an editor's session) puts in an issue's body, the
email carries no script, no event handler and no javascript: URL, every image it shows has
its width, height and alt text, and the subject stays one header line."""

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.models.newsletter_issue import NewsletterIssue
from pipeline.newsletter.email import email_body, for_subscriber, message_id, render_issue

PIECES = st.sampled_from(
    [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        "<p>Hi</p>",
        '<a href="javascript:alert(1)">x</a>',
        '<img src="https://e.com/a.png" width="900" height="300">',
        '<img src="/uploads/nope.png" alt="A">',
        '<iframe src="https://evil.example"></iframe>',
        "<style>p{}</style>",
        "<h2>T</h2>",
        '<a href="/blog/x" onclick="y()">in</a>',
        "&lt;",
        "\u202e",
        "<svg onload=alert(1)>",
        '<img src="https://e.com/b.png" alt="B" width="10" height="10">',
    ]
)
BODIES = st.lists(st.one_of(PIECES, st.text(max_size=40)), max_size=12).map("".join)
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])  # fmt: skip


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@SETTINGS
@given(body=BODIES)
def test_no_body_puts_script_or_unsized_images_into_the_email(app, body):
    with app.app_context():
        html = email_body(body)
    lowered = html.lower()
    assert "<script" not in lowered and "<iframe" not in lowered and "<style" not in lowered
    assert "javascript:" not in lowered and "<svg" not in lowered
    assert not re.search(r"<[^>]+\son[a-z]+\s*=", lowered)
    for image in re.findall(r"<img\b[^>]*>", html):
        assert re.search(r'\bwidth="\d+"', image) and re.search(r'\bheight="\d+"', image), image
        assert " alt=" in image, image


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@SETTINGS
@given(subject=st.text(min_size=1, max_size=200))
def test_any_subject_stays_one_header_line(app, subject):
    issue = NewsletterIssue(id=1, subject=subject, preview="", body_html="<p>x</p>",
                            list_name="newsletter", slug="1-x")  # fmt: skip
    with app.app_context():
        message = for_subscriber(render_issue(issue), 1, "a@example.com", message_id(1, 1))
    head = message.split(b"\r\n\r\n", 1)[0]
    names = [line.split(b":", 1)[0] for line in head.split(b"\r\n") if line[:1] not in b" \t"]
    assert names.count(b"Subject") == 1 and names.count(b"Bcc") == 0
