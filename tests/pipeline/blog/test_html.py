"""Post bodies are cleaned with nh3 (pipeline/blog/html.py): article markup survives,
anything that could run script does not."""

import pytest

from pipeline.blog.html import estimate_read_time, plain_text, safe_url, sanitize_html

ATTACK = (
    '<h2>Heading</h2><p onclick="steal()">Hello <strong>world</strong></p>'
    "<script>alert('x')</script>"
    '<img src="/images/a.png" onerror="alert(1)" alt="A">'
    '<a href="javascript:alert(1)">bad link</a>'
    '<a href=" JaVaScRiPt:alert(2)">bad link 2</a>'
    '<a href="https://example.com/guide">good link</a>'
    '<iframe src="https://evil.example/x"></iframe>'
    '<svg onload="alert(3)"></svg><style>body{display:none}</style>'
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">'
    '<form action="https://evil.example"><input name="p"></form>'
)


def test_script_handlers_javascript_urls_and_foreign_iframes_are_removed():
    clean = sanitize_html(ATTACK)
    lowered = clean.lower()
    for banned in ("<script", "onclick", "onerror", "onload", "javascript:", "evil.example",
                   "<iframe", "<svg", "<style", "data:", "<form", "<input", "alert"):  # fmt: skip
        assert banned not in lowered, banned
    assert "<h2>Heading</h2>" in clean
    assert "<p>Hello <strong>world</strong></p>" in clean
    assert '<img src="/images/a.png" alt="A">' in clean
    assert '<a href="https://example.com/guide" rel="noopener noreferrer">good link</a>' in clean
    assert "bad link" in clean  # the text stays, the link goes


def test_youtube_and_vimeo_embeds_are_kept_without_their_contents():
    html = (
        '<iframe src="https://www.youtube.com/embed/abc123?start=10&rel=0" title="Demo"'
        ' width="560" height="315" onload="x()"><script>alert(1)</script></iframe>'
        '<iframe src="https://player.vimeo.com/video/12345"></iframe>'
        '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>'
        '<iframe src="https://www.youtube.com/embed/abc" width="1 onload=alert(1)"></iframe>'
    )
    clean = sanitize_html(html)
    assert clean.count("<iframe") == 3
    assert 'src="https://www.youtube.com/embed/abc123?start=10&amp;rel=0"' in clean
    assert 'src="https://player.vimeo.com/video/12345"' in clean
    assert "evil" not in clean and "alert" not in clean and "onload" not in clean


@pytest.mark.parametrize("html", [ATTACK, "<p>Plain</p>", "", "<ul><li>a &amp; b</li></ul>"])
def test_cleaning_is_idempotent(html):
    once = sanitize_html(html)
    assert sanitize_html(once) == once


def test_plain_text_and_read_time():
    assert plain_text("<h2>Title</h2><p>One &amp; two</p><script>x()</script>") == (
        "Title One & two"
    )
    assert estimate_read_time("<p>word</p>") == 1
    assert estimate_read_time("<p>" + "word " * 900 + "</p>") == 4


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("https://cdn.example.com/a.png", "https://cdn.example.com/a.png"),
        ("/images/blog/a.svg", "/images/blog/a.svg"),
        ("javascript:alert(1)", None),
        ("//evil.example/a.png", None),
        ("data:image/png;base64,AAA", None),
        ("", None),
        (None, None),
    ],
)
def test_safe_url(value, expected):
    assert safe_url(value) == expected


RESPONSIVE = (
    '<picture><source type="image/webp" srcset="/uploads/Ab_9-480w.webp 480w, '
    '/uploads/Ab_9-960w.webp 960w" sizes="(min-width: 48rem) 48rem, 100vw">'
    '<img src="/uploads/Ab_9-960w.jpg" srcset="/uploads/Ab_9-480w.jpg 480w, '
    '/uploads/Ab_9-960w.jpg 960w" sizes="(min-width: 48rem) 48rem, 100vw" width="960" '
    'height="480" alt="A chart" loading="lazy" decoding="async"></picture>'
)


def test_responsive_images_of_our_uploads_pass_unchanged():
    assert sanitize_html(RESPONSIVE) == RESPONSIVE


@pytest.mark.parametrize(
    "attack",
    [
        '<img src="/a.png" srcset="https://evil.example/x.png 1w">',
        '<img src="/a.png" srcset="/uploads/a-1w.png 1w, javascript:alert(1) 2w">',
        '<img src="/a.png" srcset="/uploads/../secret_key 1w">',
        '<img src="/a.png" srcset="data:image/png;base64,AAAA 1w">',
        '<img src="/a.png" srcset="//evil.example/uploads/a.png 1w">',
        '<picture><source srcset="https://evil.example/x.webp 1w" type="image/webp"></picture>',
        '<picture><source src="https://evil.example/x.mp4" type="text/html"></picture>',
    ],
)
def test_srcset_may_only_name_our_own_uploads(attack):
    clean = sanitize_html(attack)
    for banned in ("evil", "javascript", "..", "data:", "text/html", "srcset"):
        assert banned not in clean, (banned, clean)


def test_image_sizes_and_dimensions_must_be_plain_values():
    clean = sanitize_html(
        '<img src="/a.png" sizes="url(https://evil.example/)" width="100px" '
        'height="1e9" loading="javascript:x" decoding="x">'
    )
    assert clean == '<img src="/a.png">'
