"""The newsletter's public archive (issue 36): a sent newsletter issue has its own page with
title, date and canonical link and the sign-up card under it, is in the sitemap, the RSS
feed and GET /api/newsletter/issues; drafts, sends under way and early-access issues are
nowhere public."""

from xml.etree import ElementTree as ET

from tests.support.newsletter_data import draft, issue, send_now, subscribers


def _sent(app, run_worker, **kwargs) -> str:
    with app.app_context():
        subscribers(1, list_name=kwargs.get("list_name", "newsletter"))
        issue_id = draft(**kwargs)
        send_now(issue_id)
    run_worker()
    with app.app_context():
        return issue(issue_id).slug


def test_a_sent_issue_is_public_at_its_own_address(app, client, run_worker):
    slug = _sent(app, run_worker, subject="Calm & steady <AI>")
    private = _sent(app, run_worker, subject="Early news", list_name="early_access")
    with app.app_context():
        draft(subject="Not yet")

    page = client.get(f"/newsletter/issues/{slug}")
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "<title>Calm &amp; steady &lt;AI&gt; | The Calm AI Digest</title>" in html
    assert f'<link rel="canonical" href="http://localhost/newsletter/issues/{slug}"' in html or (
        f"/newsletter/issues/{slug}" in html
    )
    assert "Three calm ways to start" in html and "<time datetime=" in html
    assert client.get(f"/newsletter/issues/{private}").status_code == 404

    listed = client.get("/api/newsletter/issues").get_json()["issues"]
    assert [i["subject"] for i in listed] == ["Calm & steady <AI>"]
    one = client.get(f"/api/newsletter/issues/{slug}").get_json()["issue"]
    assert "<h2>Three calm ways to start</h2>" in one["body_html"]
    assert client.get("/api/newsletter/issues/nope").status_code == 404

    feed = ET.fromstring(client.get("/newsletter/rss.xml").data)  # noqa: S314 (our own feed)
    assert [t.text for t in feed.iter("title")] == ["The Calm AI Digest", "Calm & steady <AI>"]
    sitemap = client.get("/sitemap.xml").get_data(as_text=True)
    assert f"/newsletter/issues/{slug}</loc>" in sitemap and private not in sitemap
