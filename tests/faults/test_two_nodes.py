"""More than one machine (issue 28): two web processes, as two machines behind a load
balancer would run them, each with its own INSTANCE_PATH (its own local disk) and one
SECRET_KEY, one PostgreSQL, one Redis and one S3-compatible store (a real moto server over
HTTP) between them. An image uploaded through node A is served by node B; a session signed
in on A works on B (and signing out on B ends it on A); a sign-in limit used up on A holds
on B; and neither node keeps anything on its own disk that the other would need."""

import io
import secrets

import httpx
import psycopg
import pytest
from PIL import Image

from pipeline.models.db import db
from tests.support.admin_accounts import PASSWORD, make_account
from tests.support.fault_stack import migrate
from tests.support.smtp_sink import SmtpSink
from tests.support.stack_process import StackProcesses
from tests.support.stacks import ADMIN_PG_URL, PG_URL, port_open
from web import create_app
from worker.embedded_redis import EmbeddedRedis

# Named after the test database (an xdist worker's own), so runs given different ones, and
# parallel workers, don't drop each other's.
ADMIN_URL = ADMIN_PG_URL
DB_NAME = PG_URL.rsplit("/", 1)[1] + "_twonode"
EMAIL = "editor@example.com"
# Its own account, so the lockout it causes touches no other test.
GUESSED = "guessed@example.com"
# Low enough to use up in a test: three wrong passwords for one account, then locked.
LOGIN_LIMIT = "3 per 15 minutes"


def _drop_database() -> None:
    with psycopg.connect(ADMIN_URL, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DB_NAME} WITH (FORCE)")


def _fresh_database() -> str:
    _drop_database()  # a killed run may have left it
    with psycopg.connect(ADMIN_URL, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {DB_NAME}")
    return ADMIN_URL.rsplit("/", 1)[0] + "/" + DB_NAME


@pytest.fixture(scope="module")
def nodes(tmp_path_factory, s3_server):
    """(A, B): gunicorn on two ports over one database, Redis, store and SECRET_KEY. Started
    once for the module (two gunicorns take seconds); each test uses its own account."""
    if not port_open("127.0.0.1", 5432):
        pytest.skip("PostgreSQL is not reachable on 127.0.0.1:5432")
    tmp_path = tmp_path_factory.mktemp("two-nodes")
    database_url = _fresh_database()
    shared = tmp_path / "shared"
    shared.mkdir()
    migrate(shared, database_url)
    redis = EmbeddedRedis(shared / "redis").start()
    smtp = SmtpSink().start()
    settings = {
        "DATABASE_URL": database_url,
        "REDIS_URL": redis.url,
        "SECRET_KEY": secrets.token_urlsafe(48),
        **s3_server.settings(s3_server.new_bucket()),
        "LOGIN_RATE_LIMIT": LOGIN_LIMIT,
        "WEB_CONCURRENCY": "1",
        "WEB_THREADS": "2",
    }
    # The accounts, written by this process to the one database, as `flask` would.
    with pytest.MonkeyPatch.context() as env:
        env.setenv("INSTANCE_PATH", str(shared))
        env.setenv("SECRET_KEY", settings["SECRET_KEY"])
        app = create_app({"SQLALCHEMY_DATABASE_URI": database_url, "REDIS_URL": redis.url})
    for email in (EMAIL, GUESSED):
        make_account(app, email, "editor")
    with app.app_context():
        db.engine.dispose()
    pair = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        node = StackProcesses(tmp_path / name, smtp.url, settings)
        node.start_web()
        pair.append(node)
    yield tuple(pair)
    for node in pair:
        node.stop()
    redis.stop()
    smtp.stop()
    _drop_database()


def _jpeg() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (1200, 600), (15, 118, 110)).save(buffer, "JPEG")
    return buffer.getvalue()


def _csrf(browser: httpx.Client, base_url: str) -> dict[str, str]:
    if "csrf_token" not in browser.cookies:
        browser.get(f"{base_url}/api/auth/session")
    return {"X-CSRFToken": browser.cookies["csrf_token"]}


def _sign_in(
    browser: httpx.Client, base_url: str, password: str = PASSWORD, email: str = EMAIL
) -> httpx.Response:
    return browser.post(
        f"{base_url}/api/auth/login",
        json={"email": email, "password": password},
        headers=_csrf(browser, base_url),
    )


def _upload(browser: httpx.Client, base_url: str) -> str:
    response = browser.post(
        f"{base_url}/api/admin/uploads",
        files={"file": ("photo.jpg", _jpeg(), "image/jpeg")},
        headers=_csrf(browser, base_url),
    )
    assert response.status_code == 201, response.text
    return response.json()["url"]


def test_an_image_uploaded_through_a_is_served_by_b(nodes):
    a, b = nodes
    with httpx.Client(timeout=30) as editor, httpx.Client(timeout=30) as visitor:
        assert _sign_in(editor, a.base_url).status_code == 200
        url = _upload(editor, a.base_url)
        from_a = visitor.get(a.base_url + url)
        from_b = visitor.get(b.base_url + url)
        assert from_b.status_code == from_a.status_code == 200
        assert from_b.content == from_a.content and len(from_b.content) > 1000
        for header in ("ETag", "Last-Modified", "Cache-Control", "Content-Type"):
            assert from_b.headers[header] == from_a.headers[header], header
        revalidated = visitor.get(
            b.base_url + url, headers={"If-None-Match": from_a.headers["ETag"]}
        )
        assert revalidated.status_code == 304  # a cache filled by A revalidates against B
        stem = url.removeprefix("/uploads/").removesuffix(".jpg")
        for copy in (f"{stem}-960w.webp", f"{stem}-1200w.jpg"):
            assert visitor.get(f"{b.base_url}/uploads/{copy}").status_code == 200
        # B's pages offer the copies A wrote: the image set is read from the store.
        post = editor.post(
            f"{b.base_url}/api/admin/posts",
            json={"title": "Two machines", "content": f'<img src="{url}" alt="A chart">',
                  "status": "published", "featured_image": url, "featured_image_alt": "A chart"},
            headers=_csrf(editor, b.base_url),
        )  # fmt: skip
        assert post.status_code == 201, post.text
        slug = post.json()["post"]["slug"]
        served = visitor.get(f"{a.base_url}/api/blog/posts/{slug}").json()["post"]
        assert served["featured_image_set"]["webp_srcset"].startswith(f"/uploads/{stem}-480w.webp")


def test_a_session_signed_in_on_a_works_on_b(nodes):
    a, b = nodes
    with httpx.Client(timeout=30) as on_a:
        assert _sign_in(on_a, a.base_url).status_code == 200
        # The same browser reaching B (cookies are per host, not per port, as behind a
        # balancer): B reads the session cookie A signed and the session row A stored.
        with httpx.Client(timeout=30, cookies=on_a.cookies) as on_b:
            assert on_b.get(f"{b.base_url}/api/auth/session").json()["user"]["email"] == EMAIL
            assert on_b.get(f"{b.base_url}/api/admin/posts").status_code == 200
            url = _upload(on_b, b.base_url)  # A's CSRF token passes B's check
            assert on_a.get(a.base_url + url).status_code == 200
            signed_out = on_b.post(f"{b.base_url}/api/auth/logout", headers=_csrf(on_b, b.base_url))
            assert signed_out.status_code == 200 and signed_out.json() == {"user": None}
        # Signed out on B: the session is gone for A too.
        assert on_a.get(f"{a.base_url}/api/auth/session").json()["user"] is None
        assert on_a.get(f"{a.base_url}/api/admin/posts").status_code == 401


def test_a_sign_in_limit_used_up_on_a_holds_on_b(nodes):
    a, b = nodes
    with httpx.Client(timeout=30) as guesser:
        for _ in range(3):
            assert _sign_in(guesser, a.base_url, "wrong password", GUESSED).status_code == 401
        refused = _sign_in(guesser, b.base_url, PASSWORD, GUESSED)  # even the right password
        assert refused.status_code == 429, refused.text
        assert refused.json()["error"]["code"] == "rate_limited"
        assert _sign_in(guesser, a.base_url, PASSWORD, GUESSED).status_code == 429
    with httpx.Client(timeout=30) as owner:  # another account on the same nodes is untouched
        assert _sign_in(owner, b.base_url).status_code == 200


def test_nothing_a_node_needs_is_on_its_own_disk(nodes):
    a, b = nodes
    with httpx.Client(timeout=30) as editor:
        assert _sign_in(editor, a.base_url).status_code == 200
        _upload(editor, a.base_url)
        _upload(editor, b.base_url)
    for node in (a, b):
        # Only the test's log: no uploads folder, no generated secret_key, no SQLite file,
        # no embedded Redis, no mail outbox.
        assert sorted(p.name for p in node.instance.iterdir()) == ["web.log"]
