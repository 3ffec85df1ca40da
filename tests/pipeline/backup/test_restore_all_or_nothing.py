"""A restore is all or nothing (issue 33, item 2), on SQLite and PostgreSQL: a failure at
any step (loading the dump, the counts, the migrations, holding mail, replaying erasures,
writing uploads) leaves the database and the upload store exactly as they were, with the
person erased since the backup still erased, and says what failed in one line."""

import io

from PIL import Image

from pipeline import backup, blog, leads, storage
from pipeline.backup import restoring
from pipeline.models.db import db
from pipeline.storage.local import LocalStore
from tests.support.crafted_backups import rewritten
from tests.support.fresh_database import fresh_app
from tests.support.leads_factory import submit_contact

GONE = "gone.person@example.com"
# Every table, index (the blog search's trigram index among them), trigger and function.
SCHEMA = {
    "sqlite": "SELECT type, name, sql FROM sqlite_master",
    "postgresql": "SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' "
    "UNION ALL SELECT 'trigger', tgname, tgrelid::regclass::text FROM pg_trigger "
    "WHERE NOT tgisinternal UNION ALL SELECT 'function', proname, prosrc FROM pg_proc "
    "WHERE pronamespace = 'public'::regnamespace",
}


def _picture(colour) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (700, 400), colour).save(buffer, "PNG")
    return buffer.getvalue()


def _state(app) -> tuple[dict, dict]:
    """Every table's rows and every stored upload's bytes."""
    with app.app_context():
        present = set(db.inspect(db.engine).get_table_names())
        tables = {
            table.name: sorted(map(repr, db.session.execute(db.select(table)).all()))
            for table in db.metadata.sorted_tables
            if table.name in present
        }
        tables["(schema)"] = sorted(db.session.execute(db.text(SCHEMA[db.engine.dialect.name])))
        db.session.remove()
        store = storage.current()
        files = {name: store.get(name) for name in store.names()}
    return tables, files


def _fails_after(real, message: str):
    """`real`, then a failure the first time: the step did its work and something went wrong
    after (putting the previous state back may call it again, and must succeed)."""
    calls = []

    def step(*args, **kwargs):
        result = real(*args, **kwargs)
        calls.append(1)
        if len(calls) == 1:
            raise OSError(message)
        return result

    return step


def _failing_put(real):
    calls = []

    def put(self, name, data, content_type):
        calls.append(name)
        if len(calls) == 2:
            raise OSError("the bucket is down")
        return real(self, name, data, content_type)

    return put


def test_a_restore_that_fails_at_any_step_changes_nothing(app, client, tmp_path, monkeypatch):
    submit_contact(client, "Gone", GONE, "Forget me")
    submit_contact(client, "Kept", "kept@example.com", "Keep me")
    with app.app_context():
        blog.store(_picture((15, 118, 110)))
        made = backup.create().path
        leads.erase(GONE, None)  # after the backup: the ledger says so
    miscounted = rewritten(app, made, tmp_path / "miscounted.tar", tables={"submissions": 3})

    with fresh_app(app, tmp_path) as target:
        # Into a new database, failing after the backup's rows were loaded and migrated and
        # its mail held: a database with no tables again, and no upload.
        with monkeypatch.context() as patch:
            patch.setattr(restoring.replay, "replay", _fails_after(restoring.replay.replay, "x"))
            failed = cli(target, "restore", str(made))
        assert failed.exit_code == 1 and "nothing was changed" in failed.output
        tables, files = _state(target)
        assert (tables, files) == ({"(schema)": tables["(schema)"]}, {})
        assert [row for row in tables["(schema)"] if row[0] != "function"] == []

        # The site as it is now: the backup restored (the person erased again), then a new
        # lead and a new picture, and none of the backup's own uploads.
        assert cli(target, "restore", str(made)).exit_code == 0
        with target.app_context():
            if db.engine.dialect.name == "postgresql":  # the old schema gone, pg_trgm kept
                schemas = db.session.scalars(db.text("SELECT nspname FROM pg_namespace")).all()
                assert "restore_previous" not in schemas
                where = db.session.scalars(
                    db.text(
                        "SELECT extnamespace::regnamespace::text "
                        "FROM pg_extension WHERE extname = 'pg_trgm'"
                    )
                )
                assert set(where) <= {"public"}
        submit_contact(target.test_client(), "New", "new@example.com", "After the restore")
        with target.app_context():
            store = storage.current()
            for name in list(store.names()):
                store.delete(name)
            blog.store(_picture((200, 40, 40)))
        before = _state(target)
        assert GONE not in repr(before[0]) and "new@example.com" in repr(before[0])

        failures = {
            "loading the database": lambda patch: patch.setattr(
                restoring.database, "load", _fails_after(restoring.database.load, "disk full")
            ),
            "checking the rows loaded": None,  # the miscounted backup
            "migrating forward": lambda patch: patch.setattr(
                restoring.schema,
                "migrate_forward",
                _fails_after(lambda revision: None, "migration failed"),
            ),  # fmt: skip
            "holding unsent mail": lambda patch: patch.setattr(
                restoring, "hold_pending", _fails_after(restoring.hold_pending, "lost")
            ),
            "replaying erasures": lambda patch: patch.setattr(
                restoring.replay, "replay", _fails_after(restoring.replay.replay, "Redis gone")
            ),
            "writing uploads": lambda patch: patch.setattr(
                LocalStore, "put", _failing_put(LocalStore.put)
            ),
        }
        for step, inject in failures.items():
            with monkeypatch.context() as patch:
                if inject:
                    inject(patch)
                path = miscounted if inject is None else made
                result = cli(target, "restore", "--force", str(path))
            assert result.exit_code == 1, (step, result.output)
            line = result.output.strip()
            assert f"restore failed while {step}" in line, line
            assert "nothing was changed" in line and "\n" not in line
            assert "Traceback" not in result.output
            assert _state(target) == before, step


def cli(app, *args: str):
    return app.test_cli_runner().invoke(args=["backup", *args])
