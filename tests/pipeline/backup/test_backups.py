"""flask backup create / restore on real databases and files: what a backup holds, the
rotation, and each refusal (a damaged backup, a database holding rows, another SECRET_KEY),
and a backup from older code migrated forward. Restores go into a new database of the same
kind (tests/support/fresh_database.py)."""

import io
import os
import stat
import tarfile
from pathlib import Path

import pytest
from alembic.script import ScriptDirectory
from click.testing import Result
from PIL import Image

from pipeline import backup, blog, leads, storage
from pipeline.models.db import db
from tests.support.fresh_database import fresh_app
from tests.support.leads_factory import submit_contact


def picture() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (15, 118, 110)).save(buffer, "PNG")
    return buffer.getvalue()


def cli(app, *args: str) -> Result:
    return app.test_cli_runner().invoke(args=["backup", *args])


@pytest.fixture
def filled(app, client):
    submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    with app.app_context():
        url = blog.store(picture())
    return url.removeprefix("/uploads/")


def test_a_backup_holds_the_database_the_uploads_and_their_manifest(app, filled):
    result = cli(app, "create")
    assert result.exit_code == 0, result.output
    with app.app_context():
        [info] = backup.list_backups()
        heads = ScriptDirectory.from_config(
            app.extensions["migrate"].migrate.get_config()
        ).get_heads()
        fingerprint = backup.key_fingerprint()
        uploaded = sorted(os.listdir(app.config["UPLOADS_DIR"]))
    assert str(info.path) in result.output
    assert stat.S_IMODE(info.path.stat().st_mode) == 0o600  # every lead is in it
    manifest = info.manifest
    assert manifest.tables["submissions"] == 1 and manifest.tables["contact_messages"] == 1
    assert manifest.schema_revision == ",".join(sorted(heads))
    assert manifest.secret_key_fingerprint == fingerprint != app.config["SECRET_KEY"]
    assert filled in manifest.upload_names and manifest.upload_names == uploaded
    with tarfile.open(info.path) as tar:
        names = tar.getnames()
        assert names[-1] == "manifest.json"
        assert set(names[:-1]) == set(manifest.files)
        data = tar.extractfile(f"uploads/{filled}").read()
    assert data == (Path(app.config["UPLOADS_DIR"]) / filled).read_bytes()
    listed = cli(app, "list")
    assert info.path.name in listed.output and "1 lead(s)" in listed.output


def test_only_the_newest_backup_keep_stay(app):
    app.config["BACKUP_KEEP"] = 3
    with app.app_context():
        made = [backup.create().path for _ in range(5)]
        assert backup.backups() == made[2:]
    assert not made[0].exists() and not made[1].exists()


def _tampered(path: Path, member: str) -> Path:
    """The backup with one member's bytes changed and its manifest left as it was."""
    damaged = path.with_name("damaged.tar")
    with tarfile.open(path) as source, tarfile.open(damaged, "w") as out:
        for info in source:
            data = source.extractfile(info).read()
            if info.name == member:
                data = data[:-1] + bytes([data[-1] ^ 1])
            out.addfile(info, io.BytesIO(data))
    return damaged


def test_a_damaged_backup_is_refused_before_anything_is_touched(app, filled, tmp_path):
    with app.app_context():
        good = backup.create().path
    damaged = _tampered(good, f"uploads/{filled}")
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(damaged))
        assert result.exit_code == 1
        assert f"checksum mismatch for uploads/{filled}" in result.output
        assert not Path(target.config["UPLOADS_DIR"]).exists()
        with target.app_context():
            assert db.inspect(db.engine).get_table_names() == []


def test_a_database_holding_rows_is_replaced_only_with_force(app, filled, tmp_path):
    with app.app_context():
        path = backup.create().path
    with fresh_app(app, tmp_path) as target:
        assert cli(target, "restore", str(path)).exit_code == 0
        submit_contact(target.test_client(), "Other", "other@example.com", "Hi")
        refused = cli(target, "restore", str(path))
        assert refused.exit_code == 1
        assert "the database is not empty" in refused.output and "--force" in refused.output
        forced = cli(target, "restore", "--force", str(path))
        assert forced.exit_code == 0, forced.output
        with target.app_context():
            emails = db.session.scalars(db.text("SELECT email FROM submissions")).all()
        assert emails == ["rosa@example.com"]  # the backup's rows, not the newer one


def test_a_backup_made_with_another_secret_key_is_refused(app, tmp_path):
    with app.app_context():
        path = backup.create().path
    with fresh_app(app, tmp_path, SECRET_KEY="another key " * 4) as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 1
        assert "another SECRET_KEY" in result.output


def test_a_backup_from_older_code_is_migrated_forward(app, tmp_path):
    with app.app_context():
        scripts = ScriptDirectory.from_config(app.extensions["migrate"].migrate.get_config())
        [head] = scripts.get_heads()
        older = scripts.get_revision(head).down_revision
        older = older if isinstance(older, str) else older[0]
    with fresh_app(app, tmp_path, revision=older) as source, source.app_context():
        path = backup.create().path
        assert backup.list_backups()[0].manifest.schema_revision == older
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 0, result.output
        assert "migrated forward" in result.output
        with target.app_context():
            version = db.session.scalar(db.text("SELECT version_num FROM alembic_version"))
        assert version == head


def _pending(app) -> list[str]:
    with app.app_context():
        return db.session.scalars(db.text("SELECT job_id FROM outbox WHERE done_at IS NULL")).all()


def test_unsent_work_is_held_and_listed_unless_resend_pending(app, client, tmp_path):
    waiting = submit_contact(client, "Rosa", "rosa@example.com", "Hello")  # its job hasn't run
    with app.app_context():
        path = backup.create().path
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 0, result.output
        assert "held 1 unfinished job(s)" in result.output and waiting in result.output
        assert _pending(target) == []
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", "--resend-pending", str(path))
        assert result.exit_code == 0, result.output
        assert _pending(target) == [waiting]


def test_erasures_to_replay_need_redis_before_anything_is_loaded(app, client, tmp_path):
    submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    with app.app_context():
        path = backup.create().path
        leads.erase("rosa@example.com", None)
    with fresh_app(app, tmp_path, REDIS_URL="redis://127.0.0.1:1/0") as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 1
        assert "Redis is unreachable" in result.output
        with target.app_context():
            assert db.inspect(db.engine).get_table_names() == []


def test_uploads_in_a_bucket_are_backed_up_and_restored_into_another(app, s3_server, tmp_path):
    """With STORAGE_URL=s3://... (several web machines) the backup reads the uploads from the
    bucket and the restore writes them to the new machine's bucket, served at the same URLs."""
    app.config.update(s3_server.settings(s3_server.new_bucket()))
    with app.app_context():
        url = blog.store(picture())
        stored = {name: storage.current().get(name) for name in storage.current().names()}
        path = backup.create().path
    assert len(stored) > 1  # the original and its responsive copies
    with fresh_app(app, tmp_path, **s3_server.settings(s3_server.new_bucket())) as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 0, result.output
        with target.app_context():
            store = storage.current()
            assert {name: store.get(name) for name in store.names()} == stored
        assert not Path(target.config["UPLOADS_DIR"]).exists()  # nothing on local disk
        served = target.test_client().get(url)
        assert served.status_code == 200 and served.data == stored[url.removeprefix("/uploads/")]


def test_a_retention_erasure_of_part_of_a_person_is_replayed_as_that_part(app, client, tmp_path):
    """The ledger names the rows retention took from someone it still holds: a restore takes
    the same rows again and keeps the rest of the person (and says why: retention)."""
    old = submit_contact(client, "Rosa", "rosa@example.com", "Hello")
    new = submit_contact(client, "Rosa", "rosa@example.com", "Hello again")
    with app.app_context():
        path = backup.create().path
        part = leads.Erasure("rosa@example.com", (old,), (), keep_suppression=True)
        leads.erase([part], None, reason="retention")
    with fresh_app(app, tmp_path) as target:
        result = cli(target, "restore", str(path))
        assert result.exit_code == 0, result.output
        with target.app_context():
            kept = db.session.scalars(db.text("SELECT id FROM submissions")).all()
            actions = db.session.scalars(db.text("SELECT action FROM audit_entries")).all()
    assert kept == [new]
    assert "retention_erase" in actions and "data_erase" not in actions
