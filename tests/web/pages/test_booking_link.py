"""Where "Book a Call" goes (issue 34): BOOKING_URL is read when a page is served, like
CONTACT_EMAIL. Unset, every booking call to action in the HTML opens our own /book in the same
tab; set, that external scheduler in a new tab, said to screen readers. Nothing of it is
compiled into the frontend: the prerender writes placeholders the server fills in. Needs the
built frontend (`make test` builds it first)."""

import json
import re
from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web.booking_config import BookingConfigError, booking_settings
from web.config import ROOT, ConfigError, load_config
from web.public_details import booking_link, fill

DIST = ROOT / "frontend" / "dist"
built = pytest.mark.skipif(
    not (DIST / "routes.json").is_file(), reason="frontend not built: run `make build`"
)
SCHEDULER = "https://cal.example/team/discovery?x=1&y=2"
# The booking calls to action each prerendered page carries (besides the header's).
PAGES = {
    "/": ["Book a Call"],
    "/aim-framework": ["Book a Call", "Book a Strategy Call"],
    "/how-it-works": ["Book a Call", "Book a Discovery Call"],
    "/services/ai-apps-agentic-workflows": ["Book a Call", "Book a Discovery Call"],
    "/contact": ["Book a Call", "Book a Free Strategy Call"],
}


class Links(HTMLParser):
    """Every <a> with its attributes and its text (the screen-reader note included)."""

    def __init__(self):
        super().__init__()
        self.links: list[dict] = []
        self._open: list[dict] = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._open.append({**dict(attrs), "text": ""})

    def handle_data(self, data):
        for link in self._open:
            link["text"] += data

    def handle_endtag(self, tag):
        if tag == "a" and self._open:
            self.links.append(self._open.pop())


def links_in(html: str) -> list[dict]:
    parser = Links()
    parser.feed(html)
    return parser.links


def booking_links(html: str, labels: list[str]) -> list[dict]:
    return [link for link in links_in(html) if any(link["text"].startswith(x) for x in labels)]


def details_of(html: str) -> dict:
    [raw] = re.findall(r'<script type="application/json" id="public-details">(.*?)</script>', html)
    return json.loads(raw)


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_unset_every_booking_link_opens_our_own_page(app, client):
    for path, labels in PAGES.items():
        html = client.get(path).get_data(as_text=True)
        found = booking_links(html, labels)
        assert {link["text"].strip() for link in found} >= set(labels), path
        for link in found:
            assert (link["href"], link["target"]) == ("/book", "_self"), path
            assert "new tab" not in link["text"]
        assert "%BOOKING_" not in html
        assert details_of(html)["bookingUrl"] == ""
    assert "booking.example.com" not in (DIST / "index.html").read_text()


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_set_every_booking_link_opens_the_scheduler_in_a_new_tab(app, client):
    app.config["BOOKING_URL"] = SCHEDULER
    for path, labels in PAGES.items():
        html = client.get(path).get_data(as_text=True)
        found = booking_links(html, labels)
        assert {link["text"].split(" (")[0].strip() for link in found} >= set(labels), path
        for link in found:
            assert (link["href"], link["target"]) == (SCHEDULER, "_blank"), path
            assert "noopener" in link["rel"]
            assert link["text"].endswith(" (opens in a new tab)")
        assert details_of(html)["bookingUrl"] == SCHEDULER


@pytest.mark.parametrize(
    "value",
    ["javascript:alert(1)", "//evil.example", "cal.example/x", 'https://a.example/"onmouseover=x',
     "https://a.example/<script>", "https://a b.example", "data:text/html,hi", "https://a.example/\\x"],
)  # fmt: skip
def test_booking_url_must_be_one_http_address(tmp_path, value):
    with pytest.raises(ConfigError, match="BOOKING_URL"):
        load_config(tmp_path, {"BOOKING_URL": value})


def test_booking_url_defaults_to_our_own_page(tmp_path):
    assert load_config(tmp_path, {})["BOOKING_URL"] == ""
    assert load_config(tmp_path, {"BOOKING_URL": f"  {SCHEDULER} "})["BOOKING_URL"] == SCHEDULER


PRERENDERED = (
    '<a href="%BOOKING_HREF%" target="%BOOKING_TARGET%" rel="noopener">Book a Call'
    '<span class="sr-only">%BOOKING_NEW_TAB%</span></a>'
)


@given(st.one_of(st.text(max_size=60), st.text(max_size=40).map(lambda t: "https://" + t)))
def test_no_accepted_address_can_leave_its_attribute(text):
    """Whatever BOOKING_URL an operator sets, it is refused, or it is exactly the href."""
    try:
        url = booking_settings({"BOOKING_URL": text})["BOOKING_URL"]
    except BookingConfigError:
        return
    [link] = links_in(fill(PRERENDERED, booking_link(url)))
    expected = url or "/book"
    assert (link["href"], link["target"], link["rel"]) == (
        expected,
        "_blank" if url else "_self",
        "noopener",
    )
    assert set(link) == {"href", "target", "rel", "text"}


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_book_is_served_with_the_configured_call_and_its_no_javascript_way(app, client):
    """/book's HTML holds the call as configured (its largest text, there at first paint),
    escaped, and a <noscript> link to the times as plain links."""
    app.config.update(BOOKING_TITLE='Intro <call> & "chat"', BOOKING_DURATION_MINUTES=45)
    html = client.get("/book").get_data(as_text=True)
    assert "%BOOKING_" not in html
    assert 'data-title="Intro &lt;call&gt; &amp; &#34;chat&#34;"' in html
    assert ">Intro &lt;call&gt; &amp; &#34;chat&#34;</h2>" in html
    assert re.search(r"45(<!-- -->)? minutes · (<!-- -->)?by phone", html)
    assert re.search(r'<noscript>.*href="/book/times".*</noscript>', html, re.S)
