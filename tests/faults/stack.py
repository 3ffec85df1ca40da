"""A stack the fault tests can break: gunicorn and `python -m worker` as real subprocesses,
an embedded Redis they can stop and restart, a real SMTP sink, a SQLite (or PostgreSQL)
database, each owned by one test. Also the mixed submissions (all five kinds) and the
checks that every accepted submission was processed and mailed exactly once."""

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections import Counter
from email import message_from_bytes
from pathlib import Path

import sqlalchemy as sa

from pipeline.consent_wording import WORDINGS
from tests.support.smtp_sink import SmtpSink, free_port
from web.config import normalise_database_url
from worker.embedded_redis import EmbeddedRedis

ROOT = Path(__file__).resolve().parents[2]

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
    return path, {**body, "email": email, "website": ""}


KINDS = ("contact", "guide", "early_access", "newsletter", "finder")


def mixed(count: int, tag: str) -> list[tuple[str, str, dict]]:
    """`count` submissions cycling through all five kinds, each from its own address."""
    out = []
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        email = f"{tag}-{i}@example.com"
        out.append((kind, email, payload(kind, email)))
    return out


class Stack:
    def __init__(self, instance: Path, database_url: str, redis: EmbeddedRedis, smtp: SmtpSink,
                 **env: str):  # fmt: skip
        self.instance = instance
        self.database_url = database_url
        self.redis = redis
        self.smtp = smtp
        self.port = free_port()
        self.extra_env = env
        self.web: subprocess.Popen | None = None
        self.workers: list[subprocess.Popen] = []
        self.engine = sa.create_engine(normalise_database_url(database_url))

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def env(self) -> dict:
        env = {
            **os.environ,
            "INSTANCE_PATH": str(self.instance),
            "DATABASE_URL": self.database_url,
            "REDIS_URL": self.redis.url,
            "SMTP_URL": self.smtp.url,
            "PORT": str(self.port),
            "SITE_URL": self.base_url,
            "MIN_SUBMIT_SECONDS": "0",
            "SUBMISSION_RATE_LIMIT": "100000 per minute",
            "SWEEP_INTERVAL_SECONDS": "1",
            "RETRY_INTERVAL_SCALE": "0.1",
            "WEB_CONCURRENCY": "2",
            "WEB_THREADS": "4",
            **self.extra_env,
        }
        return env

    # --- processes ---------------------------------------------------------------------

    def start_web(self) -> subprocess.Popen:
        command = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "web.wsgi:app"]
        log = (self.instance / "web.log").open("a")
        self.web = subprocess.Popen(command, cwd=ROOT, env=self.env(), stdout=log, stderr=log)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.web.poll() is not None:
                raise RuntimeError(f"gunicorn exited:\n{self.log('web')}")
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2):  # noqa: S310
                    return self.web
            except urllib.error.HTTPError:
                return self.web  # answering at all is up (healthz may report a degraded part)
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"gunicorn did not answer:\n{self.log('web')}")

    def start_worker(self) -> subprocess.Popen:
        n = len(self.workers)
        log_path = self.instance / f"worker-{n}.log"
        log = log_path.open("a")
        worker = subprocess.Popen(
            [sys.executable, "-m", "worker"], cwd=ROOT, env=self.env(), stdout=log, stderr=log
        )
        self.workers.append(worker)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if worker.poll() is not None:
                raise RuntimeError(f"worker exited:\n{log_path.read_text()[-3000:]}")
            if "Listening on" in log_path.read_text():
                return worker
            time.sleep(0.1)
        raise RuntimeError(f"worker did not start:\n{log_path.read_text()[-3000:]}")

    def log(self, name: str) -> str:
        path = self.instance / f"{name}.log"
        return path.read_text()[-4000:] if path.exists() else ""

    def stop(self) -> None:
        for process in [self.web, *self.workers]:
            if process and process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in [self.web, *self.workers]:
            if process:
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        self.engine.dispose()

    # --- HTTP --------------------------------------------------------------------------

    def post(self, path: str, body: dict, timeout: float = 15) -> tuple[int, dict]:
        request = urllib.request.Request(  # noqa: S310 (our loopback stack)
            self.base_url + path,
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
