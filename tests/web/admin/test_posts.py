"""Blog posts for editors: slugs, sanitising, read time, scheduling, list filters, delete,
and the dashboard counts (spec 2.16, call 19)."""

import time
from datetime import UTC, datetime, timedelta

from pipeline.models.blog_category import BlogCategory
from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db
from tests.support.admin_accounts import send, signed_in_client


def editor(app):
    return signed_in_client(app, "editor@example.com", "editor")


def create(client, **fields):
    body = {"title": "Hello AI world", "content": "<p>Hi</p>", **fields}
    return send(client, "POST", "/api/admin/posts", json=body)


def iso_in(seconds: float) -> str:
    return (datetime.now(UTC) + timedelta(seconds=seconds)).isoformat()


def public_slugs(client) -> list[str]:
    return [p["slug"] for p in client.get("/api/blog/posts").get_json()["posts"]]


def test_slug_comes_from_the_title_and_stays_unique(app):
    client = editor(app)
    first = create(client, title="Café AI: 5 Tips!")
    assert first.status_code == 201
    assert first.get_json()["post"]["slug"] == "cafe-ai-5-tips"
    second = create(client, title="Café AI: 5 tips")
    assert second.get_json()["post"]["slug"] == "cafe-ai-5-tips-2"
    suggested = client.get("/api/admin/posts/slug?title=Caf%C3%A9%20AI%3A%205%20tips").get_json()
    assert suggested == {"slug": "cafe-ai-5-tips-3", "problem": None}


def test_slug_rules_have_clear_messages(app):
    client = editor(app)
    bad = create(client, slug="Not A Slug!")
    assert bad.status_code == 400
    assert bad.get_json()["error"]["fields"]["slug"][0].startswith("Use only lowercase letters")
    create(client, slug="taken")
    clash = create(client, title="Other", slug="taken")
    assert clash.status_code == 409
    assert clash.get_json()["error"]["fields"] == {
        "slug": ["Another post already uses this slug. Choose a different one."]
    }
    check = client.get("/api/admin/posts/slug?slug=taken").get_json()
    assert check["problem"] == "Another post already uses this slug. Choose a different one."


def test_title_is_required(app):
    response = create(editor(app), title="  ")
    assert response.status_code == 400
    assert response.get_json()["error"]["fields"] == {"title": ["Title is required"]}


def test_the_body_is_sanitised_and_timed_on_save(app):
    client = editor(app)
    words = " ".join(["word"] * 900)
    html = (
        f'<p onclick="steal()">{words}</p><script>alert(1)</script>'
        '<a href="javascript:alert(1)">x</a><img src="/uploads/a.png" alt="" onerror="x()">'
    )
    post = create(client, content=html).get_json()["post"]
    assert "<script" not in post["content"] and "onclick" not in post["content"]
    assert "javascript:" not in post["content"] and "onerror" not in post["content"]
    assert '<img src="/uploads/a.png" alt="">' in post["content"]
    assert post["read_time_minutes"] >= 4  # 900 words at ~200-225 wpm
    assert (
        create(client, title="Tiny", content="<p>one</p>").get_json()["post"]["read_time_minutes"]
        == 1
    )


FEATURED_ALT = "Describe the featured image for people who can't see it, or tick Decorative."
INLINE_ALT = (
    "Every image in the post needs alt text, or to be marked decorative: select the image "
    "and choose Alt text."
)


def test_a_featured_image_needs_alt_text_or_the_decorative_tick(app, client):
    client_ = editor(app)
    image = "/images/blog/where-to-start.svg"
    missing = create(client_, featured_image=image)
    assert missing.status_code == 400
    assert missing.get_json()["error"]["fields"] == {"featured_image_alt": [FEATURED_ALT]}
    described = create(client_, title="Described", featured_image=image, status="published",
                       featured_image_alt="  A team at a whiteboard  ")  # fmt: skip
    assert described.status_code == 201
    post = described.get_json()["post"]
    assert post["featured_image_alt"] == "A team at a whiteboard"
    decorative = create(client_, title="Decorative", featured_image=image, featured_image_alt="")
    assert decorative.get_json()["post"]["featured_image_alt"] == ""  # on purpose, not missing
    no_image = create(client_, title="No image", featured_image_alt="left over")
    assert no_image.get_json()["post"]["featured_image_alt"] is None
    # Editing cannot drop the answer either, and the public API carries it.
    cleared = send(client_, "PUT", f"/api/admin/posts/{post['id']}",
                   json={"title": "Described", "featured_image": image})  # fmt: skip
    assert cleared.get_json()["error"]["fields"] == {"featured_image_alt": [FEATURED_ALT]}
    public = client.get("/api/blog/posts/described").get_json()["post"]
    assert public["featured_image_alt"] == "A team at a whiteboard"


def test_every_inline_image_needs_alt_text_or_an_empty_decorative_alt(app):
    client_ = editor(app)
    refused = create(client_, content='<img src="/uploads/a.png" alt="A"><p><img src="/b.png"></p>')
    assert refused.status_code == 400
    assert refused.get_json()["error"]["fields"] == {"content": [INLINE_ALT]}
    accepted = create(
        client_, content='<img src="/uploads/a.png" alt="A chart"><img src="/b.png" alt="">'
    )
    assert accepted.status_code == 201
    assert 'alt="A chart"' in accepted.get_json()["post"]["content"]


def test_image_fields_refuse_script_urls(app):
    response = create(editor(app), featured_image="javascript:alert(1)")
    assert response.status_code == 400
    assert "featured_image" in response.get_json()["error"]["fields"]


def test_drafts_stay_private_and_publishing_shows_the_post(app, client):
    editor_client = editor(app)
    post = create(editor_client, title="Draft one").get_json()["post"]
    assert post["status"] == "draft" and post["published_at"] is None
    assert public_slugs(client) == []
    updated = send(
        editor_client,
        "PUT",
        f"/api/admin/posts/{post['id']}",
        json={"title": "Draft one", "slug": post["slug"], "status": "published"},
    ).get_json()["post"]
    assert updated["display_status"] == "published" and updated["published_at"]
    assert public_slugs(client) == ["draft-one"]


def test_a_future_publish_date_schedules_the_post(app, client):
    editor_client = editor(app)
    post = create(
        editor_client, title="Coming soon", status="published", published_at=iso_in(2)
    ).get_json()["post"]
    assert post["display_status"] == "scheduled"
    assert public_slugs(client) == []
    assert client.get("/api/blog/posts/coming-soon").status_code == 404
    time.sleep(2.5)
    assert public_slugs(client) == ["coming-soon"]
    assert client.get("/api/blog/posts/coming-soon").status_code == 200


def test_publish_dates_with_offsets_are_stored_as_utc(app):
    post = create(
        editor(app), status="published", published_at="2024-06-01T10:00:00+01:00"
    ).get_json()["post"]
    assert post["published_at"] == "2024-06-01T09:00:00Z"


def test_list_filters_by_status_and_searches(app):
    client = editor(app)
    create(client, title="Alpha draft")
    create(client, title="Beta live", status="published")
    create(client, title="Gamma later", status="published", published_at=iso_in(3600))

    def titles(query: str) -> list[str]:
        return sorted(
            p["title"] for p in client.get(f"/api/admin/posts{query}").get_json()["posts"]
        )

    assert titles("") == ["Alpha draft", "Beta live", "Gamma later"]
    assert titles("?status=draft") == ["Alpha draft"]
    assert titles("?status=published") == ["Beta live"]
    assert titles("?status=scheduled") == ["Gamma later"]
    assert titles("?q=beta") == ["Beta live"]
    assert titles("?q=100%25") == []  # a % is searched for literally
    assert client.get("/api/admin/posts?status=bogus").status_code == 400


def test_editing_keeps_its_own_slug_and_delete_removes_the_post(app):
    client = editor(app)
    post = create(client, title="Keep me").get_json()["post"]
    same = send(
        client, "PUT", f"/api/admin/posts/{post['id']}", json={"title": "Kept", "slug": "keep-me"}
    )
    assert same.status_code == 200
    assert send(client, "DELETE", f"/api/admin/posts/{post['id']}").status_code == 204
    assert client.get(f"/api/admin/posts/{post['id']}").status_code == 404


def test_posts_can_take_a_category_that_exists(app):
    client = editor(app)
    category = send(client, "POST", "/api/admin/categories", json={"name": "Guides"}).get_json()
    ok = create(client, category_id=category["category"]["id"]).get_json()["post"]
    assert ok["category"]["name"] == "Guides"
    missing = create(client, title="Other", category_id=424242)
    assert missing.get_json()["error"]["fields"] == {
        "category_id": ["That category no longer exists. Choose another."]
    }


def test_dashboard_counts_are_real(app):
    client = editor(app)
    create(client, title="One")
    create(client, title="Two", status="published")
    create(client, title="Three", status="published", published_at=iso_in(3600))
    send(client, "POST", "/api/admin/categories", json={"name": "Guides"})
    counts = client.get("/api/admin/dashboard").get_json()["counts"]
    assert counts == {"total_posts": 3, "published": 2, "drafts": 1, "categories": 1}
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(BlogPost.id))) == 3
        assert db.session.scalar(db.select(db.func.count(BlogCategory.id))) == 1


def test_a_long_article_is_accepted(app):
    body = "<p>" + ("lorem ipsum " * 20_000) + "</p>"  # ~240 KB, over the site-wide 64 KB cap
    response = create(editor(app), content=body)
    assert response.status_code == 201
    assert response.get_json()["post"]["read_time_minutes"] > 100


SHELL = """<!doctype html><html><head><title>Site</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>"""


def use_built_shell(app, tmp_path):
    (tmp_path / "index.html").write_text(SHELL)
    app.config["FRONTEND_DIST"] = str(tmp_path)


def test_a_signed_preview_link_shows_a_draft_without_publishing_it(app, client, tmp_path):
    use_built_shell(app, tmp_path)
    editor_client = editor(app)
    post = create(
        editor_client,
        title="Secret draft <b>bold</b>",
        content="<p>Draft body</p><script>alert(1)</script>",
        author_name="Ada",
    ).get_json()["post"]
    link = send(editor_client, "POST", f"/api/admin/posts/{post['id']}/preview-link").get_json()
    assert link["url"].startswith("/blog/preview/")
    page = client.get(link["url"])  # anyone with the link, no session needed
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "Draft body" in html and "Preview: draft" in html
    assert "Secret draft &lt;b&gt;bold&lt;/b&gt;" in html
    assert "<script>alert(1)" not in html
    assert '<script type="module"' not in html  # the app would say "Article Not Found"
    assert "modulepreload" not in html
    assert 'href="/assets/index-abc.css"' in html  # but the site's styles stay
    assert page.headers["X-Robots-Tag"] == "noindex, nofollow"
    assert page.headers["Cache-Control"] == "no-store"
    # Still not public.
    assert client.get(f"/api/blog/posts/{post['slug']}").status_code == 404
    assert public_slugs(client) == []


def test_a_tampered_or_expired_preview_link_is_refused(app, client, tmp_path):
    use_built_shell(app, tmp_path)
    editor_client = editor(app)
    post = create(editor_client, title="Secret draft").get_json()["post"]
    url = send(editor_client, "POST", f"/api/admin/posts/{post['id']}/preview-link").get_json()[
        "url"
    ]
    tampered = client.get(url[:-3] + "abc")
    assert tampered.status_code == 404
    assert "This preview link is invalid or has expired." in tampered.get_data(as_text=True)
    app.config["PREVIEW_LINK_MAX_AGE"] = -1
    expired = client.get(url)
    assert expired.status_code == 404
    assert "Secret draft" not in expired.get_data(as_text=True)
