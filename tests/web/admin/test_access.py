"""Every registered /api/admin/* route, found from app.url_map (so a route added later is
checked without editing this file): 401 for anonymous visitors, 403 for a signed-in account
without a role, and for each role exactly the access its area allows."""

import re

import pytest

from tests.support.admin_accounts import send, signed_in_client

# Which roles may use each admin area, written out independently of web/roles.py so a
# change there that widens access fails here. A new /api/admin/ prefix must be added.
EXPECTED = {
    "/api/admin/dashboard": {"admin", "editor"},
    "/api/admin/posts": {"admin", "editor"},
    "/api/admin/categories": {"admin", "editor"},
    "/api/admin/uploads": {"admin", "editor"},
    "/api/admin/newsletter": {"admin", "editor"},
    "/api/admin/users": {"admin"},
    "/api/admin/leads": {"admin", "sales"},
    "/api/admin/people": {"admin", "sales"},
    "/api/admin/follow-ups": {"admin", "sales"},
    "/api/admin/overview": {"admin", "sales"},
    "/api/admin/jobs": {"admin"},
    "/api/admin/data-requests": {"admin"},
    "/api/admin/retention": {"admin"},
    "/api/admin/webhooks": {"admin"},
    # Discovery calls (issue 34): availability and the salespeople's own calendars.
    "/api/admin/availability": {"admin", "sales"},
    "/api/admin/bookings": {"admin", "sales"},
}
ROLES = ("admin", "editor", "sales")
CONVERTER = re.compile(r"<(?:(\w+)(?:\([^)]*\))?:)?(\w+)>")


def admin_endpoints(app) -> list[tuple[str, str, str]]:
    """(method, concrete url, rule) for every /api/admin route and method."""
    found = []
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/admin"):
            continue
        # Ids that don't exist: an allowed caller gets 404/400, never a 401/403.
        url = CONVERTER.sub(lambda m: "999999" if m.group(1) == "int" else "missing", rule.rule)
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            found.append((method, url, rule.rule))
    return sorted(found)


def expected_roles(rule: str) -> set[str]:
    for prefix, roles in EXPECTED.items():
        if rule == prefix or rule.startswith(prefix + "/"):
            return roles
    raise AssertionError(f"{rule} is not in EXPECTED: declare which roles may use it")


def test_the_enumeration_sees_every_admin_area(app):
    rules = {rule for _, _, rule in admin_endpoints(app)}
    for prefix in EXPECTED:
        assert any(r == prefix or r.startswith(prefix + "/") for r in rules), prefix
    assert len(admin_endpoints(app)) >= 15


def test_anonymous_visitors_get_401_json_everywhere(app, client):
    for method, url, _ in admin_endpoints(app):
        response = client.open(url, method=method, json={})
        assert response.status_code == 401, (method, url, response.status_code)
        assert response.get_json()["error"]["code"] == "unauthenticated", (method, url)


def test_signed_in_accounts_without_a_role_get_403_everywhere(app):
    client = signed_in_client(app, "norole@example.com", None)
    for method, url, _ in admin_endpoints(app):
        response = send(client, method, url, json={})
        assert response.status_code == 403, (method, url, response.status_code)
        assert response.get_json()["error"]["code"] == "forbidden", (method, url)


@pytest.mark.parametrize("role", ROLES)
def test_each_role_reaches_exactly_its_areas(app, role):
    client = signed_in_client(app, f"{role}@example.com", role)
    for method, url, rule in admin_endpoints(app):
        response = send(client, method, url, json={})
        if role in expected_roles(rule):
            assert response.status_code not in (401, 403), (role, method, url)
            assert response.status_code < 500, (role, method, url, response.get_json())
        else:
            assert response.status_code == 403, (role, method, url, response.status_code)


def test_admin_pages_answer_with_data_for_an_editor(app):
    client = signed_in_client(app, "editor@example.com", "editor")
    response = client.get("/api/admin/dashboard")
    assert response.status_code == 200
    assert set(response.get_json()["counts"]) == {
        "total_posts",
        "published",
        "drafts",
        "categories",
    }
