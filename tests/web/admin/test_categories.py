"""Blog categories for editors: create, rename, change slug, delete with reassignment."""

from tests.support.admin_accounts import send, signed_in_client


def editor(app):
    return signed_in_client(app, "editor@example.com", "editor")


def add(client, name, slug=None):
    return send(client, "POST", "/api/admin/categories", json={"name": name, "slug": slug})


def test_create_rename_and_change_slug(app, client):
    editor_client = editor(app)
    created = add(editor_client, "AI Strategy")
    assert created.status_code == 201
    category = created.get_json()["category"]
    assert (category["slug"], category["post_count"]) == ("ai-strategy", 0)
    renamed = send(
        editor_client,
        "PUT",
        f"/api/admin/categories/{category['id']}",
        json={"name": "Strategy", "slug": "strategy"},
    ).get_json()["category"]
    assert (renamed["name"], renamed["slug"]) == ("Strategy", "strategy")
    public = client.get("/api/blog/categories").get_json()["categories"]
    assert [(c["name"], c["slug"]) for c in public] == [("Strategy", "strategy")]


def test_names_and_slugs_are_checked(app):
    client = editor(app)
    add(client, "Guides")
    same_name = add(client, "guides", "other-slug")
    assert same_name.status_code == 409
    assert same_name.get_json()["error"]["fields"]["name"] == [
        "A category with this name already exists."
    ]
    same_slug = add(client, "Guides 2", "guides")
    assert same_slug.status_code == 409
    bad_slug = add(client, "Tools", "Tools & Tips")
    assert bad_slug.status_code == 400
    assert bad_slug.get_json()["error"]["fields"]["slug"][0].startswith("Use only lowercase")
    assert add(client, "").get_json()["error"]["fields"] == {"name": ["Name is required"]}


def test_a_category_with_posts_is_not_deleted_without_a_new_home(app):
    client = editor(app)
    old = add(client, "Old").get_json()["category"]
    new = add(client, "New").get_json()["category"]
    post = send(
        client, "POST", "/api/admin/posts", json={"title": "P", "category_id": old["id"]}
    ).get_json()["post"]

    refused = send(client, "DELETE", f"/api/admin/categories/{old['id']}")
    assert refused.status_code == 409
    assert refused.get_json()["error"]["message"] == (
        "This category still has 1 post(s). Choose a category to move them to before deleting it."
    )
    to_itself = send(
        client, "DELETE", f"/api/admin/categories/{old['id']}?move_posts_to={old['id']}"
    )
    assert to_itself.status_code == 400

    moved = send(client, "DELETE", f"/api/admin/categories/{old['id']}?move_posts_to={new['id']}")
    assert moved.status_code == 200
    assert moved.get_json() == {"moved_posts": 1}
    assert (
        client.get(f"/api/admin/posts/{post['id']}").get_json()["post"]["category_id"] == new["id"]
    )
    listed = client.get("/api/admin/categories").get_json()["categories"]
    assert [(c["name"], c["post_count"]) for c in listed] == [("New", 1)]


def test_an_empty_category_is_deleted_straight_away(app):
    client = editor(app)
    empty = add(client, "Empty").get_json()["category"]
    assert send(client, "DELETE", f"/api/admin/categories/{empty['id']}").status_code == 200
    assert client.get("/api/admin/categories").get_json()["categories"] == []
