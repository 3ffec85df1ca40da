"""The public blog API (calls 4-8): shapes, filters, paging, 404s and safe bodies."""

from pipeline.models.db import db
from tests.support import blog_factory as make

XSS_BODY = (
    "<p>Useful advice</p><script>alert('pwned')</script>"
    '<img src="/images/x.png" onerror="alert(1)">'
    '<a href="javascript:alert(2)">click me</a>'
)


def seed(app):
    with app.app_context():
        tools = make.category("AI Tools", "ai-tools")
        auto = make.category("Automation", "automation")
        make.post("Choosing an assistant", slug="assistant", category=tools, days_ago=1,
                  excerpt="Copilot or Gemini?", featured_image="/images/blog/a.svg",
                  author_name="Daniel Okafor", read_time_minutes=4)  # fmt: skip
        make.post("Five admin jobs", slug="admin-jobs", category=auto, days_ago=2)
        make.post("Invoices on autopilot", slug="invoices", category=auto, days_ago=3,
                  excerpt=None, content=XSS_BODY, seo_title="Invoice SEO",
                  seo_description="Chase invoices politely.")  # fmt: skip
        make.draft("Secret draft", category=auto, excerpt="assistant admin invoices")
        make.scheduled("Future assistant", category=tools)
        db.session.commit()


def test_list_returns_published_posts_newest_first_with_category(app, client):
    seed(app)
    body = client.get("/api/blog/posts").get_json()
    assert [p["slug"] for p in body["posts"]] == ["assistant", "admin-jobs", "invoices"]
    assert body["next_cursor"] is None
    first = body["posts"][0]
    assert set(first) == {
        "id", "title", "slug", "excerpt", "featured_image", "featured_image_alt",
        "featured_image_set", "author_name", "published_at", "read_time_minutes", "category",
    }  # fmt: skip
    assert first["category"] == {"id": first["category"]["id"], "name": "AI Tools",
                                 "slug": "ai-tools"}  # fmt: skip
    assert first["published_at"].endswith("Z")
    assert (first["author_name"], first["read_time_minutes"]) == ("Daniel Okafor", 4)
    assert "content" not in first


def test_search_and_category_filters(app, client):
    seed(app)

    def got(query: str) -> list[str]:
        resp = client.get(f"/api/blog/posts?{query}")
        assert resp.status_code == 200
        return [p["slug"] for p in resp.get_json()["posts"]]

    assert got("q=GEMINI") == ["assistant"]
    assert got("q=admin") == ["admin-jobs"]
    assert got("q=secret") == []
    assert got("q=future") == []
    assert got("category=automation") == ["admin-jobs", "invoices"]
    assert got("category=automation&q=invoice") == ["invoices"]
    assert got("category=all") == ["assistant", "admin-jobs", "invoices"]
    assert got("category=unknown") == []


def test_load_more_pages_with_a_cursor(app, client):
    seed(app)
    first = client.get("/api/blog/posts?limit=2").get_json()
    assert [p["slug"] for p in first["posts"]] == ["assistant", "admin-jobs"]
    assert first["next_cursor"]
    second = client.get(f"/api/blog/posts?limit=2&cursor={first['next_cursor']}").get_json()
    assert [p["slug"] for p in second["posts"]] == ["invoices"]
    assert second["next_cursor"] is None


def test_bad_list_options_get_a_400_not_a_500(app, client):
    for query, code in [
        ("cursor=not-a-cursor", "invalid_cursor"),
        ("limit=0", "validation_error"),
        ("limit=51", "validation_error"),
        ("limit=lots", "validation_error"),
        ("q=" + "x" * 201, "validation_error"),
        ("q=a%0Ab", "validation_error"),
    ]:
        resp = client.get(f"/api/blog/posts?{query}")
        assert resp.status_code == 400, query
        assert resp.get_json()["error"]["code"] == code


def test_categories_by_name_and_popular_posts(app, client):
    seed(app)
    with app.app_context():
        make.category("Strategy", "strategy")
        make.post("Oldest", slug="oldest", days_ago=90)
        db.session.commit()
    categories = client.get("/api/blog/categories").get_json()["categories"]
    assert [c["name"] for c in categories] == ["AI Tools", "Automation", "Strategy"]
    assert set(categories[0]) == {"id", "name", "slug"}
    popular = client.get("/api/blog/popular").get_json()["posts"]
    assert [p["slug"] for p in popular] == ["assistant", "admin-jobs", "invoices"]
    assert set(popular[0]) == {"id", "title", "slug", "published_at"}


def test_article_by_slug_has_every_field_and_a_safe_body(app, client):
    seed(app)
    post = client.get("/api/blog/posts/invoices").get_json()["post"]
    assert post["title"] == "Invoices on autopilot"
    assert post["category"]["name"] == "Automation" and post["category"]["slug"] == "automation"
    assert (post["seo_title"], post["seo_description"]) == (
        "Invoice SEO",
        "Chase invoices politely.",
    )
    assert post["status"] == "published"
    for field in ("author_bio", "author_image", "featured_image", "excerpt", "read_time_minutes"):
        assert field in post
    assert "Useful advice" in post["content"] and "click me" in post["content"]
    for banned in ("<script", "onerror", "javascript:", "alert"):
        assert banned not in post["content"]


def test_missing_draft_and_scheduled_articles_are_404_json(app, client):
    seed(app)
    for slug in ("no-such-post", "secret-draft", "future-post"):
        resp = client.get(f"/api/blog/posts/{slug}")
        assert resp.status_code == 404
        assert resp.get_json() == {
            "error": {
                "code": "not_found",
                "message": "The article you're looking for doesn't exist or has been removed.",
            }
        }
