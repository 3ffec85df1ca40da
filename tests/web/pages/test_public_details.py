"""One source for the site's public details (issue 15, deliverable 4): CONTACT_EMAIL and
COMPANY_NAME are read by the server when it serves a page, so the HTML as served (and the JSON
the app hydrates from) shows the configured values without a rebuild, escaped for where each
one stands. Needs the built frontend (`make test` builds it first)."""

import json
import re
from html import unescape

import pytest

from pipeline.models.db import db
from tests.support import blog_factory as make
from web.config import ROOT, ConfigError, load_config
from web.public_details import fill

DIST = ROOT / "frontend" / "dist"
built = pytest.mark.skipif(
    not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
)
EMAIL = "team@another.example"
# Every character that means something in HTML, in JSON or in a <script> element.
HOSTILE_NAME = 'Smith & "Sons" </script><script>alert(1)</script> \\ Ltd'
PLACEHOLDERS = ("%CONTACT_EMAIL%", "%COMPANY_NAME%", "%SITE_URL%", "%RETENTION_")


@pytest.fixture
def configured(app, client):
    app.config.update(
        CONTACT_EMAIL=EMAIL, COMPANY_NAME=HOSTILE_NAME, SITE_URL="https://site.example"
    )

    def get(path: str) -> tuple[int, str]:
        response = client.get(path)
        return response.status_code, response.get_data(as_text=True)

    return get


def details_of(html: str) -> dict:
    [raw] = re.findall(r'<script type="application/json" id="public-details">(.*?)</script>', html)
    return json.loads(raw)


def footer_of(html: str) -> str:
    [footer] = re.findall(r"<footer.*?</footer>", html, re.S)
    return footer


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 200),
        ("/contact", 200),
        ("/privacy-policy", 200),
        ("/terms-of-service", 200),
        ("/services/ai-business-ops-kit", 200),
        ("/unsubscribe", 200),  # the bare app shell
        ("/admin/login", 200),
        ("/no-such-page", 404),
        ("/blog/no-such-post", 404),  # rendered by the server, in the site's frame
    ],
)
def test_every_page_carries_the_configured_details_and_no_placeholder(configured, path, status):
    code, html = configured(path)
    assert code == status
    details = details_of(html)
    assert {k: details[k] for k in ("contactEmail", "companyName")} == {
        "contactEmail": EMAIL,
        "companyName": HOSTILE_NAME,
    }
    assert details["retention"]["leads"] == "24 months"
    for token in PLACEHOLDERS:
        assert token not in html, f"{token} left in {path}"
    assert "<script>alert(1)</script>" not in html  # the name is escaped wherever it stands
    assert "hello@example" not in html


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("path", ["/", "/contact", "/privacy-policy", "/no-such-page"])
def test_the_footer_shows_the_configured_address_and_name(configured, path):
    _, html = configured(path)
    footer = footer_of(html)
    assert f'<a href="mailto:{EMAIL}"' in footer
    assert f">{EMAIL}</a>" in footer
    assert (
        "Smith &amp; &#34;Sons&#34; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" in footer
    )


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_titles_and_structured_data_hold_the_configured_name_intact(configured):
    _, html = configured("/")
    title = unescape(re.search(r"<title>(.*?)</title>", html, re.S).group(1))
    assert title.endswith(f"| {HOSTILE_NAME}")
    blocks = re.findall(r'<script type="application/ld\+json"[^>]*>(.*?)</script>', html, re.S)
    [organization] = [
        item
        for block in blocks
        for item in (lambda d: d if isinstance(d, list) else [d])(json.loads(block))
        if item["@type"] == "Organization"
    ]
    assert organization["name"] == HOSTILE_NAME
    assert organization["email"] == EMAIL
    assert '<link rel="canonical" href="https://site.example/"' in html


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_legal_pages_and_the_contact_page_give_the_configured_address(configured):
    _, privacy = configured("/privacy-policy")
    main = re.search(r"<main.*?</main>", privacy, re.S).group(0)
    assert f'href="mailto:{EMAIL}"' in main
    _, contact = configured("/contact")
    assert f'href="mailto:{EMAIL}"' in re.search(r"<main.*?</main>", contact, re.S).group(0)


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_a_post_that_mentions_a_placeholder_keeps_its_own_text(configured, app):
    """Only build outputs are filled in: text from the database is shown as written."""
    with app.app_context():
        make.post("Templating tips", slug="tips", content="<p>Write %CONTACT_EMAIL% here.</p>")
        db.session.commit()
    code, html = configured("/blog/tips")
    assert code == 200
    assert "Write %CONTACT_EMAIL% here." in html


def test_fill_escapes_for_html_and_for_script_text():
    html = (
        '<head><script type="application/ld+json">{"name":"%COMPANY_NAME%"}</script></head>'
        '<p title="%COMPANY_NAME%">%COMPANY_NAME% %CONTACT_EMAIL%</p>'
    )
    values = {"%COMPANY_NAME%": 'A & "B" </script>', "%CONTACT_EMAIL%": "a@b.example"}
    values["%SITE_URL%"] = "https://site.example"
    out = fill(html, values)
    script = re.search(r"<script[^>]*>(.*?)</script>", out).group(1)
    assert json.loads(script) == {"name": 'A & "B" </script>'}
    assert "</script>" not in script
    escaped = "A &amp; &#34;B&#34; &lt;/script&gt;"
    assert f'<p title="{escaped}">{escaped} a@b.example</p>' in out


@pytest.mark.parametrize(
    "value",
    ["", "not-an-address", "a@b", "two@a.example,three@b.example", "Name <a@b.example>",
     "a@b.example\r\nBcc: x@y.example", 'a"@b.example', "a@b.example?subject=x", "a b@c.example"],
)  # fmt: skip
def test_contact_email_must_be_one_plain_address(tmp_path, value):
    with pytest.raises(ConfigError, match="CONTACT_EMAIL"):
        load_config(tmp_path, {"CONTACT_EMAIL": value})


def test_emails_come_from_the_configured_address_and_name(tmp_path):
    config = load_config(tmp_path, {"CONTACT_EMAIL": EMAIL, "COMPANY_NAME": "Smith & Sons, Ltd"})
    assert config["MAIL_FROM"] == f'"Smith & Sons, Ltd" <{EMAIL}>'
    assert config["MAIL_DOMAIN"] == "another.example"
    assert load_config(tmp_path, {})["MAIL_FROM"] == "AI Consultancy <hello@example.co.uk>"
    assert load_config(tmp_path, {"COMPANY_NAME": "Acme\r\nBcc: x@y.example"})["COMPANY_NAME"] == (
        "Acme Bcc: x@y.example"
    )
