"""POST /api/events takes events from the site's own pages only (issue 33, item 7): a
same-origin request (Origin equal to SITE_URL's, or Sec-Fetch-Site: same-origin), a path
that is one of the site's routes (a blog post's only if the post exists) carrying no address,
phone number or id, and at most ANALYTICS_SOURCES_PER_DAY named sources a day, the rest
counted as "(other)". Nothing refused is counted."""

from datetime import UTC, datetime
from urllib.parse import urlsplit

import pytest
from redis import Redis

from pipeline.models.db import db, utcnow
from pipeline.models.newsletter_issue import NewsletterIssue
from tests.support import blog_factory
from tests.support.analytics_events import BROWSER_UA, event
from tests.support.newsletter_data import draft


def counts(app) -> dict[str, int]:
    key = f"analytics:counts:{datetime.now(UTC).date().isoformat()}"
    raw = Redis.from_url(app.config["REDIS_URL"]).hgetall(key)
    return {k.decode(): int(v) for k, v in raw.items()}


def post(client, body, **headers):
    return client.post("/api/events", json=body, headers={"User-Agent": BROWSER_UA, **headers})


def own_origin(app) -> str:
    url = urlsplit(app.config["SITE_URL"])
    return f"{url.scheme}://{url.netloc}"


# --- where from -------------------------------------------------------------------------

CROSS_SITE = [
    # Another site's page firing beacons from its visitors' browsers.
    {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
    {"Origin": "https://evil.example"},  # a browser without Fetch metadata
    {"Sec-Fetch-Site": "cross-site"},
    # A sibling subdomain is the same site but another origin.
    {"Origin": "https://blog.example.co.uk", "Sec-Fetch-Site": "same-site"},
    # A page typed into the address bar, or the right Fetch metadata with a wrong Origin.
    {"Sec-Fetch-Site": "none"},
    {"Origin": "https://evil.example", "Sec-Fetch-Site": "same-origin"},
    # Neither header: no browser sends a POST so; only a script does.
    {},
    {"Origin": "null"},
]


@pytest.mark.parametrize("headers", CROSS_SITE)
def test_an_event_from_anywhere_but_the_sites_own_pages_is_refused(app, client, headers):
    response = post(client, event("contact", "view"), **headers)
    assert response.status_code == 403
    assert "this site's own pages" in response.get_json()["error"]["message"]
    assert counts(app) == {}


def test_the_origin_is_the_configured_site_not_whatever_host_was_asked_for(app, client):
    # DNS rebinding: a page on another name pointed at our address sends its own Host.
    headers = {"Origin": "http://evil.example", "Host": "evil.example"}
    assert post(client, event("contact", "view"), **headers).status_code == 403
    assert counts(app) == {}


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "SITE", "Sec-Fetch-Site": "same-origin"},  # fetch() and sendBeacon today
        {"Origin": "SITE"},  # a browser without Fetch metadata (plain http, older Safari)
        {"Sec-Fetch-Site": "same-origin"},
        {"Origin": "null", "Sec-Fetch-Site": "same-origin"},  # a no-referrer page's beacon
    ],
)
def test_the_sites_own_pages_are_counted(app, client, headers):
    headers = {k: own_origin(app) if v == "SITE" else v for k, v in headers.items()}
    assert post(client, event("contact", "view"), **headers).status_code == 204
    assert sum(counts(app).values()) == 1


# --- which page ---------------------------------------------------------------------------

SAME_ORIGIN = {"Sec-Fetch-Site": "same-origin"}


@pytest.mark.parametrize(
    "path",
    [
        "/contact/alice.smith@example.com",
        "/contact/bob%40example.com/+447700900123",
        "/contact/bob%2540example.com",  # encoded twice
        "/contact/+44%207700%20900123",
        "/newsletter/07700-900-123",
        "/admin/people/8f14e45f-ceea-467f-a0e6-1d2f3a4b5c6d",
        "/blog/alice%40example.com",
        "/blog/no-such-post",
        "/book/manage/Zm9vYmFy.c2lnbmF0dXJl",  # a signed link: a secret, never counted
        "/newsletter/issues/no-such-issue",
        "/services/no-such-service",
        "/no-such-page",
        "/contact/",
        "/CONTACT",
    ],
)
def test_a_path_that_is_not_one_of_the_sites_pages_is_refused(app, client, path):
    response = post(client, event("contact", "view", path=path), **SAME_ORIGIN)
    assert response.status_code == 400
    assert response.get_json()["error"]["fields"]["path"]
    assert counts(app) == {}


def test_a_blog_post_is_counted_under_its_path_only_while_it_is_published(app, client):
    with app.app_context():
        blog_factory.post(slug="ai-for-accountants")
        blog_factory.draft(slug="unpublished-idea")
        db.session.commit()
    for path in ("/blog/ai-for-accountants", "/blog", "/blog/unpublished-idea"):
        post(client, event("newsletter", "view", path=path), **SAME_ORIGIN)
    assert {field.split("|")[3] for field in counts(app)} == {"/blog/ai-for-accountants", "/blog"}


def test_a_service_page_and_a_sent_newsletter_issue_are_counted(app, client):
    """/services/<slug> pages are prerendered, not routes the table names; an archived issue's
    page counts only once the issue was sent (the footer's sign-up form is on both)."""
    with app.app_context():
        sent, unsent = draft(subject="Sent one"), draft(subject="Still a draft")
        db.session.execute(
            db.update(NewsletterIssue).where(NewsletterIssue.id == sent)
            .values(status="sent", slug="calm-ai-1", sent_at=utcnow())
        )  # fmt: skip
        db.session.execute(
            db.update(NewsletterIssue).where(NewsletterIssue.id == unsent).values(slug="calm-ai-2")
        )
        db.session.commit()
    for path in ("/services/profession-specific-ai-playbooks", "/newsletter/issues/calm-ai-1",
                 "/newsletter/issues/calm-ai-2"):  # fmt: skip
        post(client, event("newsletter", "view", path=path), **SAME_ORIGIN)
    assert {field.split("|")[3] for field in counts(app)} == {
        "/services/profession-specific-ai-playbooks", "/newsletter/issues/calm-ai-1"}  # fmt: skip


# --- how many sources ---------------------------------------------------------------------


def test_a_flood_of_sources_is_counted_as_other_past_the_days_cap(app, client):
    app.config["ANALYTICS_SOURCES_PER_DAY"] = 5
    for n in range(40):
        body = event("contact", "view", utmSource=f"flood{n}", referrer=f"site{n}.example")
        assert post(client, body, **SAME_ORIGIN).status_code == 204
    post(client, event("contact", "view", referrer="", utmSource="", utmMedium="", utmCampaign=""),
         **SAME_ORIGIN)  # fmt: skip

    found = counts(app)
    assert sum(found.values()) == 41  # every visit counted, none lost
    sources = {tuple(field.split("|")[4:8]): n for field, n in found.items()}
    named = [s for s in sources if s[0] not in ("", "(other)")]
    assert len(named) == 5  # the first five by name
    assert sources[("(other)", "", "", "")] == 35
    assert sources[("", "", "", "")] == 1  # a direct visit is never "other"
    # The day's list of sources is bounded too.
    redis = Redis.from_url(app.config["REDIS_URL"])
    assert all(redis.scard(key) <= 5 for key in redis.keys("analytics:sources:*"))
