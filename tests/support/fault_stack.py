"""A stack the fault tests can break: gunicorn and `python -m worker` as real subprocesses
(tests/support/stack_process.py), an embedded Redis they can stop and restart, a real SMTP
sink, a SQLite (or PostgreSQL) database, each owned by one test. Also the mixed submissions
(all five kinds) and the checks that every accepted submission was processed and mailed
exactly once."""

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections import Counter
from email import message_from_bytes
from pathlib import Path

import sqlalchemy as sa

from pipeline.signups.consent_wording import WORDINGS
from tests.support.form_timing import form_of, human
from tests.support.smtp_sink import SmtpSink
from tests.support.stack_process import ROOT, StackProcesses
from web.config import normalise_database_url
from worker.embedded_redis import EmbeddedRedis

FINDER = {
    "firstName": "Priya",
    "companyName": "Shah & Daughters Ltd",
    "companySize": "6-20",
    "businessGoal": ["generate-more-leads", "automate-reporting"],
    "mainChallenge": ["budget-constraints", "lack-technical-expertise"],
    "currentTools": "Gmail, Xero",
}


def _consent(version: str) -> dict:
    return {"version": version, "wording": WORDINGS[version].text}


def payload(kind: str, email: str) -> tuple[str, dict]:
    """(path, JSON body) of a valid, non-spam submission of `kind`."""
    bodies = {
        "contact": ("/api/contact", {"name": "Al Fault", "role": "other", "message": "Hi"}),
        "guide": ("/api/guide", {"first_name": "Gia", "consent": _consent("guide-2025-06")}),
        "early_access": (
            "/api/early-access",
            {"consent": _consent("early-access-2025-06")},
        ),
        "newsletter": ("/api/newsletter", {"consent": _consent("newsletter-2025-06")}),
        "finder": ("/api/finder", dict(FINDER)),
    }
    path, body = bodies[kind]
    return path, {**body, "email": email, "website": "", **human(form_of(path))}


KINDS = ("contact", "guide", "early_access", "newsletter", "finder")


def mixed(count: int, tag: str) -> list[tuple[str, str, dict]]:
    """`count` submissions cycling through all five kinds, each from its own address."""
    out = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        email = f"{tag}-{i}@example.com"
        out.append((kind, email, payload(kind, email)))
    return out


def migrate(instance: Path, database_url: str) -> None:
    env = {**os.environ, "INSTANCE_PATH": str(instance), "DATABASE_URL": database_url}
    command = [sys.executable, "-m", "flask", "--app", "web:create_app", "db", "upgrade", "heads"]
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)


class Stack:
    """This test's own Redis, SMTP sink and database; the web and worker processes over them
    (`processes`: started, signalled and restarted by the test); and what the database says."""

    def __init__(self, instance: Path, database_url: str, redis: EmbeddedRedis, smtp: SmtpSink,
                 **env: str):  # fmt: skip
        self.redis = redis
        self.smtp = smtp
        settings = {"DATABASE_URL": database_url, "REDIS_URL": redis.url,
                    "WEB_CONCURRENCY": "2", "WEB_THREADS": "4", **env}  # fmt: skip
        self.processes = StackProcesses(instance, smtp.url, settings)
        self.engine = sa.create_engine(normalise_database_url(database_url))

    def stop(self) -> None:
        self.processes.stop()
        self.engine.dispose()

    # --- HTTP --------------------------------------------------------------------------

    def post(self, path: str, body: dict, timeout: float = 15) -> tuple[int, dict]:
        request = urllib.request.Request(  # noqa: S310 (our loopback stack)
            self.processes.base_url + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"{}")

    # --- what the database says ---------------------------------------------------------

    def rows(self, sql: str, **params) -> list:
        with self.engine.connect() as conn:
            return list(conn.execute(sa.text(sql), params))

    def submissions(self, ids: list[str]) -> dict[str, sa.Row]:
        found = self.rows("SELECT id, kind, status, stage, error, attempts FROM submissions")
        wanted = set(ids)
        return {r.id: r for r in found if r.id in wanted}

    def emails(self, ids: list[str]) -> list[sa.Row]:
        wanted = set(ids)
        found = self.rows(
            "SELECT id, submission_id, status, attempts, last_error, message_bytes FROM emails"
        )
        return [r for r in found if r.submission_id in wanted]

    def wait_processed(self, ids: list[str], timeout: float = 90) -> None:
        """Until every submission succeeded and every one of its emails is sent."""
        deadline = time.monotonic() + timeout
        while True:
            subs = self.submissions(ids)
            emails = self.emails(ids)
            pending = [s for s in subs.values() if s.status != "succeeded"]
            unsent = [e for e in emails if e.status != "sent"]
            if len(subs) == len(ids) and not pending and not unsent:
                return
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{len(ids) - len(subs)} row(s) missing, {len(pending)} submission(s) not "
                    f"done (e.g. {pending[:3]}), {len(unsent)} email(s) unsent "
                    f"(e.g. {[(e.status, e.last_error) for e in unsent[:3]]})"
                )
            time.sleep(0.25)

    def assert_mailed_exactly_once(self, ids: list[str]) -> int:
        """Every accepted submission has email(s), every one reached the SMTP sink exactly
        once (matched by Message-ID), and the sink got nothing else for them."""
        emails = self.emails(ids)
        per_submission = Counter(e.submission_id for e in emails)
        assert set(per_submission) == set(ids), "a submission produced no email"
        expected = {message_from_bytes(e.message_bytes)["Message-ID"] for e in emails}
        assert len(expected) == len(emails)
        # Deliveries are asynchronous up to the last SMTP "250"; give the sink a moment.
        deadline = time.monotonic() + 10
        while True:
            received = Counter(m["Message-ID"] for m in self.smtp.messages)
            if all(received[mid] >= 1 for mid in expected) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        missing = [mid for mid in expected if received[mid] == 0]
        duplicated = {mid: n for mid, n in received.items() if mid in expected and n > 1}
        assert not missing, f"{len(missing)} email(s) never reached the SMTP server"
        assert not duplicated, f"emails delivered more than once: {duplicated}"
        return len(expected)


def start_stack(tmp_path: Path, template_db: Path, **env: str) -> Stack:
    """Redis, SMTP sink and a freshly migrated SQLite database under tmp_path; the caller
    starts web and worker processes as its scenario needs."""
    instance = tmp_path / "instance"
    instance.mkdir()
    db_file = instance / "app.db"
    db_file.write_bytes(template_db.read_bytes())
    redis = EmbeddedRedis(instance / "redis").start()
    smtp = SmtpSink().start()
    return Stack(instance, f"sqlite:///{db_file}", redis, smtp, **env)


def stop_stack(stack: Stack) -> None:
    stack.stop()
    stack.redis.stop()
    stack.smtp.stop()
