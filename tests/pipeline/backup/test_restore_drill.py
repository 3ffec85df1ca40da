"""The restore drill (issue 28), on SQLite and PostgreSQL: a site with leads of every kind,
sent emails, a post with its picture and a signed-in admin is backed up; afterwards a
waiting lead's emails and today's digest go out, one person is erased and new leads come
in; then the database is lost and the backup restored into a new one. Every table loads
with the manifest's counts, the erased person is gone again from the database, the files
and Redis, nothing anyone was sent is sent again when the worker and the sweeper run over
the restored rows, and the site serves the restored post, its picture and the session."""

import io
from collections import Counter
from pathlib import Path

from PIL import Image
from sqlalchemy import func, select, table

from pipeline import backup, blog, leads, queues
from pipeline.models.db import db, utcnow
from tests.support import blog_factory as make
from tests.support.admin_accounts import make_account, signed_in_client
from tests.support.erasure_checks import files_mentioning, redis_mentions, tables_mentioning
from tests.support.fresh_database import fresh_app
from tests.support.leads_factory import (
    submit_contact,
    submit_finder,
    submit_guide,
    submit_newsletter,
)
from worker.app_worker import build_worker

GONE = "gone.person@example.com"
LATE = "late.lead@example.com"
NEW = "after.backup@example.com"
SHELL = "<!doctype html><html><head><title>Site</title></head><body><div id=root></div></body>"


def _picture() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (900, 500), (15, 118, 110)).save(buffer, "JPEG")
    return buffer.getvalue()


def _site(app, tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text(SHELL)
    # DIGEST_HOUR 0: the digest is due whenever the test runs.
    app.config.update(FRONTEND_DIST=str(dist), DIGEST_HOUR=0, RECIPIENT_DAILY_LIMIT=10)


def _counts(app, names) -> dict[str, int]:
    with app.app_context():
        return {n: db.session.scalar(select(func.count()).select_from(table(n))) for n in names}


def _sent(smtp) -> list[tuple[str, str]]:
    return [(str(m["To"]), str(m["Subject"])) for m in smtp.messages]


def _fill(app, client, run_worker) -> tuple[str, list[str], str]:
    """Leads of every kind, sent; a post with its picture. The picture's URL, the ids of
    the person to be erased, the id of a lead whose jobs have not run yet."""
    make_account(app, "sales@team.example", "sales")  # gets the daily digest
    with app.app_context():
        url = blog.store(_picture())
        body = f'<p><img src="{url}" alt="A chart"></p>'
        make.post("Restored post", slug="restored-post", featured_image=url,
                  featured_image_alt="A chart", content=body)  # fmt: skip
        db.session.commit()
    submit_contact(client, "Kept", "kept@example.com", "Keep me")
    submit_finder(client, "Finn", "finn@example.com", "Finn Ltd")
    submit_newsletter(client, "Nora", "nora@example.com")
    gone = [submit_contact(client, "Gone", GONE, "Forget me"), submit_guide(client, "Gone", GONE)]
    run_worker()
    late = submit_contact(client, "Late", LATE, "Waiting when the backup is taken")
    return url, gone, late


def test_restore_drill(app, client, run_worker, smtp, tmp_path):
    _site(app, tmp_path)
    admin = signed_in_client(app, "admin@example.com", "admin")
    url, gone_ids, late_id = _fill(app, client, run_worker)
    with app.app_context():
        made = backup.create()
    manifest = made.manifest
    assert manifest.tables["submissions"] == 6 and manifest.tables["account_sessions"] == 1

    # After the backup: the waiting lead's emails and today's digest go out, one person is
    # erased, a new lead comes in.
    run_worker()
    with app.app_context():
        assert leads.schedule_digest(utcnow())
    run_worker()
    with app.app_context():
        leads.erase(GONE, None)
    submit_contact(client, "New", NEW, "After the backup")
    run_worker()
    sent = _sent(smtp)
    assert len(smtp.to(LATE)) == 1 and len(smtp.to("sales@team.example")) == 1

    with fresh_app(app, tmp_path) as restored:
        with restored.app_context():
            report = backup.restore(made.path)
        assert report.loaded_counts == manifest.tables
        assert report.uploads == len(manifest.upload_names) > 1  # the picture and its copies
        assert report.erased_again == 1
        assert late_id in [job.job_id for job in report.held.jobs]
        assert report.held.digest_run.startswith("sales-digest-")

        # The erased person is gone again, and only they: the rest is as backed up.
        unchanged = ["blog_posts", "users", "account_sessions", "ai_tool_finder_tests"]
        assert _counts(restored, unchanged) == {n: manifest.tables[n] for n in unchanged}
        assert _counts(restored, ["submissions"]) == {"submissions": 6 - len(gone_ids)}
        assert tables_mentioning(restored, GONE) == []
        assert tables_mentioning(restored, NEW) == []  # made after the backup: lost with it
        assert tables_mentioning(restored, "kept@example.com")
        folders = [Path(restored.config["UPLOADS_DIR"]), Path(restored.config["MAIL_OUTBOX_DIR"])]
        assert files_mentioning(folders, GONE) == []
        assert redis_mentions(restored.config["REDIS_URL"], [GONE, *gone_ids]) == []

        # The worker, the sweeper and the digest timer over the restored rows: nobody gets
        # anything a second time.
        build_worker(restored).work(burst=True, with_scheduler=False)
        with restored.app_context():
            # As when Redis went too, or the finished job's result expired: the outbox alone
            # says whether the waiting lead's job is still to run.
            queues.delete_jobs([late_id], queues.connection())
            queues.sweep(grace_seconds=0)
            assert leads.schedule_digest(utcnow()) is None
        build_worker(restored).work(burst=True, with_scheduler=False)
        assert _sent(smtp) == sent
        assert max(Counter(sent).values()) == 1

        # The site serves the restored post, its picture, and the admin's session.
        site = restored.test_client()
        page = site.get("/blog/restored-post")
        assert page.status_code == 200 and "Restored post" in page.get_data(as_text=True)
        image = site.get(url)
        assert image.status_code == 200
        assert image.data == (Path(app.config["UPLOADS_DIR"]) / url.rsplit("/", 1)[1]).read_bytes()
        site.set_cookie("session", admin.get_cookie("session").value)
        assert site.get("/api/auth/session").get_json()["user"]["email"] == "admin@example.com"
