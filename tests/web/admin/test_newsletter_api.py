"""/api/admin/newsletter (issue 36) end to end through the API, the worker and the SMTP
sink: an editor writes a draft, previews it, sends a test to themselves, sends it; the
progress shows the counts; a sent issue is read-only; a draft from a blog post; the weekly
digest's settings. Bad input answers 4xx with field messages."""

from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db, utcnow
from tests.support.admin_accounts import send, signed_in_client
from tests.support.newsletter_data import BODY, subscribers

URL = "/api/admin/newsletter/issues"


def _draft(client, **changes) -> dict:
    body = {"subject": "The Calm AI Digest #1", "preview": "Three calm ways", "body_html": BODY,
            "list": "newsletter", **changes}  # fmt: skip
    response = send(client, "POST", URL, json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()["issue"]


def test_write_preview_test_send_and_follow_an_issue(app, smtp, run_worker):
    client = signed_in_client(app, "ed@example.com", "editor")
    with app.app_context():
        readers = subscribers(3)
    issue = _draft(client, body_html=BODY + "<script>alert(1)</script><p onclick='x()'>Hi</p>")
    assert "<script" not in issue["body_html"] and "onclick" not in issue["body_html"]
    assert issue["status"] == "draft" and issue["editable"]

    preview = client.get(f"{URL}/{issue['id']}/preview").get_json()
    assert (
        "Three calm ways to start" in preview["html"]
        and "Three calm ways to start" in preview["text"]
    )
    assert preview["html_bytes"] < preview["clip_limit_bytes"] == 102 * 1024
    assert 'style="' in preview["html"]  # the stylesheet inlined

    assert send(client, "POST", f"{URL}/{issue['id']}/test").status_code == 202
    run_worker()
    (test_copy,) = smtp.wait_for("ed@example.com")
    assert test_copy["Subject"] == "[Test] The Calm AI Digest #1"

    response = send(client, "POST", f"{URL}/{issue['id']}/send", json={})
    assert response.status_code == 200 and response.get_json()["issue"]["status"] == "scheduled"
    run_worker()
    shown = client.get(f"{URL}/{issue['id']}").get_json()["issue"]
    assert shown["status"] == "sent" and not shown["editable"]
    assert shown["counts"]["sent"] == 3 and shown["counts"]["queued"] == 0
    assert shown["archive_url"].startswith("/newsletter/issues/")
    assert sorted(str(m["To"]) for m in smtp.messages if m["Subject"] == issue["subject"]) == (
        sorted(readers)
    )

    # Read-only once sent.
    changed = send(
        client, "PUT", f"{URL}/{issue['id']}", json={"subject": "x", "list": "newsletter"}
    )
    assert changed.status_code == 409
    assert send(client, "POST", f"{URL}/{issue['id']}/send", json={}).status_code == 409
    assert send(client, "DELETE", f"{URL}/{issue['id']}").status_code == 409
    listed = client.get(URL).get_json()
    assert listed["total"] == 1 and listed["issues"][0]["counts"]["sent"] == 3


def test_scheduling_for_later_and_cancelling(app):
    client = signed_in_client(app, "ed@example.com", "editor")
    issue = _draft(client)
    past = send(client, "POST", f"{URL}/{issue['id']}/send", json={"at": "2001-01-01T09:00:00Z"})
    assert past.status_code == 400 and "at" in past.get_json()["error"]["fields"]
    later = send(client, "POST", f"{URL}/{issue['id']}/send", json={"at": "2099-01-01T09:00:00Z"})
    assert later.get_json()["issue"]["scheduled_at"] == "2099-01-01T09:00:00Z"
    cancelled = send(client, "POST", f"{URL}/{issue['id']}/cancel")
    assert cancelled.get_json()["issue"]["status"] == "draft"
    assert send(client, "POST", f"{URL}/{issue['id']}/cancel").status_code == 409


def test_bad_input_is_a_400_with_field_messages(app):
    client = signed_in_client(app, "ed@example.com", "editor")
    for body, field in (
        ({"subject": "", "list": "newsletter"}, "subject"),
        ({"subject": "Hi", "list": "guide"}, "list"),
        ({"subject": "Hi\r\nBcc: x@example.com", "list": "newsletter"}, "subject"),
        ({"subject": "x" * 201, "list": "newsletter"}, "subject"),
    ):
        response = send(client, "POST", URL, json=body)
        assert response.status_code == 400, body
        assert field in response.get_json()["error"]["fields"], body
    issue = _draft(client, body_html="")
    empty = send(client, "POST", f"{URL}/{issue['id']}/send", json={})
    assert empty.status_code == 400 and "body_html" in empty.get_json()["error"]["fields"]
    bad = send(client, "PUT", "/api/admin/newsletter/digest", json={"enabled": True, "hour": 24})
    assert bad.status_code == 400


def test_a_draft_from_a_published_post_and_the_digest_settings(app):
    client = signed_in_client(app, "ed@example.com", "editor")
    with app.app_context():
        post = BlogPost(
            title="Where to start", slug="where-to-start", excerpt="Start small.",
            content="<p>Body</p>", status="published", published_at=utcnow(),
            featured_image="https://example.com/a.jpg", featured_image_alt="A desk",
        )  # fmt: skip
        db.session.add(post)
        db.session.commit()
        post_id = post.id
    made = send(client, "POST", f"/api/admin/newsletter/from-post/{post_id}", json={})
    issue = made.get_json()["issue"]
    assert made.status_code == 201 and issue["subject"] == "Where to start"
    assert "/blog/where-to-start" in issue["body_html"] and "Start small." in issue["body_html"]
    whole = send(
        client, "POST", f"/api/admin/newsletter/from-post/{post_id}", json={"mode": "whole"}
    )
    assert "<p>Body</p>" in whole.get_json()["issue"]["body_html"]

    assert client.get("/api/admin/newsletter/digest").get_json()["digest"]["enabled"] is False
    saved = send(client, "PUT", "/api/admin/newsletter/digest",
                 json={"enabled": True, "weekday": 4, "hour": 8})  # fmt: skip
    assert saved.get_json()["digest"] == {"enabled": True, "weekday": 4,
                                          "weekday_name": "Friday", "hour": 8}  # fmt: skip
