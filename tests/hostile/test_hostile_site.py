"""Hostile strings in URLs: server-rendered pages never reflect them as markup, and no
query string or path segment (null bytes included, on PostgreSQL too) causes a 500."""

from urllib.parse import quote

import pytest

from tests.support.admin_accounts import signed_in_client
from tests.support.hostile_payloads import MARKUP, NULL_BYTE, PAYLOADS

PAGES = ("/", "/contact", "/blog", "/ai-tool-finder", "/smart-automation-guide")
# Every GET that reads a query string or a path segment into a lookup.
LOOKUPS = (
    "/blog?q={v}",
    "/blog?category={v}&cursor={v}",
    "/blog/{v}",
    "/api/blog/posts?q={v}&category={v}&cursor={v}",
    "/api/blog/posts/{v}",
    "/api/finder/{v}",
    "/api/submissions/{v}",
    "/api/unsubscribe?token={v}",
    "/api/guide/download?token={v}",
    "/blog/preview/{v}",
)
ADMIN_LOOKUPS = (
    "/api/admin/leads?q={v}&kind={v}",
    "/api/admin/leads?from={v}",
    "/api/admin/leads/{v}",
    "/api/admin/leads/{v}/report.pdf?fresh=1",
    "/api/admin/leads/export.csv?q={v}",
    "/api/admin/posts?q={v}",
    "/api/admin/posts/slug?title={v}&slug={v}&exclude_id={v}",
)


def _urls(templates, value: str) -> list[str]:
    return [t.format(v=quote(value, safe="")) for t in templates]


def test_pages_do_not_reflect_markup_from_the_url(client):
    for value in MARKUP.values():
        for page in PAGES:
            response = client.get(
                page, query_string={"q": value, "name": value, "utm_source": value}
            )
            assert response.status_code == 200, page
            assert value not in response.get_data(as_text=True), page
        for url in _urls(LOOKUPS, value):
            response = client.get(url)
            assert response.status_code < 500, url
            assert value not in response.get_data(as_text=True), url


def _no_server_errors(client, templates) -> list[str]:
    failures = []
    for name, value in PAYLOADS.items():
        for url in _urls(templates, value if name != "overlong" else "A" * 5000):
            response = client.get(url)
            if response.status_code >= 500:
                failures.append(f"{response.status_code} {url[:120]}")
    return failures


@pytest.mark.parametrize("stack", ["sqlite", "postgres"], indirect=True)
def test_no_lookup_answers_500(app, client):
    admin = signed_in_client(app, "hostile-site@example.co.uk", "admin")
    failures = _no_server_errors(client, LOOKUPS) + _no_server_errors(admin, ADMIN_LOOKUPS)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("stack", ["postgres"], indirect=True)
def test_null_bytes_in_admin_bodies_are_refused_not_500(app):
    admin = signed_in_client(app, "hostile-nul@example.co.uk", "admin")
    from tests.support.admin_accounts import send

    for url, body in (
        ("/api/admin/categories", {"name": NULL_BYTE}),
        ("/api/admin/posts", {"title": "T", "slug": NULL_BYTE}),
        ("/api/admin/data-requests/export", {"email": f"a{NULL_BYTE}@example.co.uk"}),
        ("/api/admin/jobs/retry-group", {"exc_type": NULL_BYTE}),
    ):
        response = send(admin, "POST", url, json=body)
        assert response.status_code == 400, (url, response.get_data(as_text=True)[:200])
