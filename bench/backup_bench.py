"""Backup and restore at scale (issue 28): `flask backup create` and `flask backup restore`
timed on a PostgreSQL database with 50,000 leads (their contact messages, stage histories
and one stored email each, as the site keeps them) and 2,000 small images in the uploads
folder. Goal: each under a minute.

    .venv/bin/python bench/backup_bench.py [--leads 50000] [--images 2000] [--keep]

The leads are bench/overview_data.py's (COPY, not one insert per row), each with a rendered
acknowledgement email of about 2 KB; the images are distinct small JPEGs. The restore goes
into a second, empty database and is checked by the restore itself (every table's rows
against the manifest). Connects to postgresql://postgres@127.0.0.1:5432/test only to create
its own databases (backup_bench, backup_bench_restore) and drops them at the end."""

import argparse
import io
import os
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flask_migrate import upgrade  # noqa: E402
from PIL import Image  # noqa: E402

from bench import scratch_database  # noqa: E402
from bench.figures import load_average, save_figures  # noqa: E402
from bench.overview_data import load_leads  # noqa: E402
from pipeline import backup  # noqa: E402
from pipeline.models.db import db, utcnow  # noqa: E402
from web import create_app  # noqa: E402

SOURCE_DB, TARGET_DB = "backup_bench", "backup_bench_restore"
GOAL_SECONDS = 60.0
BODY = "Thank you for your message. We read every one and reply within a working day.\r\n" * 24


def _app(database: str, folder: Path, uploads: Path):
    return create_app({
        "SQLALCHEMY_DATABASE_URI": scratch_database.url_of(database),
        "TESTING": True,
        "SECRET_KEY": "backup bench key, the same for both databases",
        "UPLOADS_DIR": str(uploads),
        "BACKUP_DIR": str(folder / "backups"),
        "ERASURE_LEDGER_PATH": str(folder / "erasure-ledger.jsonl"),
        "DIGEST_HOUR": 23,
    })  # fmt: skip


def _emails(rng: random.Random) -> int:
    """One stored acknowledgement per lead, as the contact and finder jobs leave them."""
    rows = db.session.execute(db.text("SELECT id, email, created_at FROM submissions")).all()
    raw = db.session.connection().connection.driver_connection
    with (
        raw.cursor() as cursor,
        cursor.copy(
            "COPY emails (id, submission_id, purpose, to_addr, to_key, subject, marketing, "
            "message_bytes, status, attempts, created_at, updated_at, sent_at) FROM STDIN"
        ) as copy,
    ):
        for submission_id, address, at in rows:
            message_id = f"<{uuid.UUID(int=rng.getrandbits(128))}@example.co.uk>"
            message = (f"From: AI Consultancy <hello@example.co.uk>\r\nTo: {address}\r\n"
                       f"Subject: We've received your message\r\nMessage-ID: {message_id}"
                       f"\r\n\r\n{BODY}")  # fmt: skip
            copy.write_row((str(uuid.UUID(int=rng.getrandbits(128))), submission_id,
                            "contact_ack", address, address, "We've received your message",
                            False, message.encode(), "sent", 1, at, at, at))  # fmt: skip
    db.session.commit()
    return len(rows)


def _images(folder: Path, count: int, rng: random.Random) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    total = 0
    for n in range(count):
        buffer = io.BytesIO()
        colour = tuple(rng.randrange(256) for _ in range(3))
        picture = Image.new("RGB", (160, 90), colour)
        picture.putpixel((n % 160, n // 160 % 90), (255, 255, 255))
        picture.save(buffer, "JPEG", quality=85)
        (folder / f"bench-{n:05d}.jpg").write_bytes(buffer.getvalue())
        total += buffer.tell()
    return total


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--leads", type=int, default=50_000)
    parser.add_argument("--images", type=int, default=2_000)
    parser.add_argument("--keep", action="store_true", help="keep the databases afterwards")
    return parser.parse_args()


def main() -> int:
    args = _arguments()
    rng = random.Random(28)
    load_at_start = load_average()
    print(f"load average at start: {load_at_start:.2f} on {os.cpu_count()} CPUs")
    scratch_database.create(SOURCE_DB)
    scratch_database.create(TARGET_DB)
    try:
        with tempfile.TemporaryDirectory(prefix="backup-bench-") as work:
            folder = Path(work)
            source = _app(SOURCE_DB, folder, folder / "uploads")
            with source.app_context():
                upgrade(revision="heads")
                t0 = time.monotonic()
                leads = load_leads(db, utcnow().date(), args.leads, rng)["leads"]
                emails = _emails(rng)
                image_bytes = _images(folder / "uploads", args.images, rng)
                print(f"seeded {leads:,} leads, {emails:,} emails, {args.images:,} images "
                      f"({image_bytes / 1e6:.1f} MB) in {time.monotonic() - t0:.1f}s")  # fmt: skip
                t0 = time.monotonic()
                made = backup.create()
                create_s = time.monotonic() - t0
                db.session.remove()
                db.engine.dispose()
            size_mb = made.size / 1e6
            rows = sum(made.manifest.tables.values())
            uploads = len(made.manifest.upload_names)
            print(f"create:  {create_s:6.1f}s  {size_mb:.1f} MB, {rows:,} rows, "
                  f"{uploads:,} uploads  (goal < {GOAL_SECONDS:.0f}s)")  # fmt: skip
            target = _app(TARGET_DB, folder, folder / "restored-uploads")
            with target.app_context():
                t0 = time.monotonic()
                report = backup.restore(made.path)
                restore_s = time.monotonic() - t0
                db.session.remove()
                db.engine.dispose()
            assert report.loaded_counts == made.manifest.tables
            assert report.uploads == args.images
            print(f"restore: {restore_s:6.1f}s  every table's rows as in the manifest  "
                  f"(goal < {GOAL_SECONDS:.0f}s)")  # fmt: skip
        save_figures(
            "backup",
            {"create_s": round(create_s, 1), "restore_s": round(restore_s, 1),
             "leads": leads, "images": args.images, "rows": rows,
             "backup_mb": round(size_mb, 1)},
            load_at_start=load_at_start,
            settings={"leads": args.leads, "images": args.images},
        )  # fmt: skip
        return 0
    finally:
        if not args.keep:
            scratch_database.drop(SOURCE_DB)
            scratch_database.drop(TARGET_DB)


if __name__ == "__main__":
    raise SystemExit(main())
