"""Issue 16 item 5: a password-reset request answers the same, in the same time, whether or
not the address has an account; the job decides whether there is anyone to write to."""

import statistics
import time

from sqlalchemy import event

from pipeline.accounts import email_requests
from pipeline.models.account_email_request import AccountEmailRequest
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.admin_accounts import make_account, send
from web.api.admin.account import RESET_SENT

TRIES = 50
ROUNDS = 3
KNOWN, UNKNOWN = "ada@example.com", "nobody@example.com"


def request_reset(client, email: str):
    return send(client, "POST", "/api/auth/reset-request", json={"email": email})


def timed(client, email: str) -> tuple[float, float]:
    """One try: the fastest of three back-to-back requests (wall seconds), and the CPU
    this thread spent on the first. On a busy machine a request can lose the CPU for
    several milliseconds at random; that only ever adds time, so the fastest of three is
    the request's own cost."""
    walls, cpu = [], 0.0
    for attempt in range(3):
        cpu_started, started = time.thread_time(), time.perf_counter()
        response = request_reset(client, email)
        walls.append(time.perf_counter() - started)
        if attempt == 0:
            cpu = time.thread_time() - cpu_started
        assert response.status_code == 200
        assert response.get_json() == {"message": RESET_SENT}
    return min(walls), cpu


def measure(client) -> dict[str, tuple[float, float]]:
    """Median wall and CPU milliseconds of TRIES tries each, interleaved (which address goes
    first alternates) so drift in the machine's load hits both alike."""
    walls: dict[str, list[float]] = {KNOWN: [], UNKNOWN: []}
    cpus: dict[str, list[float]] = {KNOWN: [], UNKNOWN: []}
    for n in range(TRIES):
        for email in (KNOWN, UNKNOWN) if n % 2 else (UNKNOWN, KNOWN):
            wall, cpu = timed(client, email)
            walls[email].append(wall)
            cpus[email].append(cpu)
    return {
        email: (statistics.median(walls[email]) * 1000, statistics.median(cpus[email]) * 1000)
        for email in (KNOWN, UNKNOWN)
    }


def test_known_and_unknown_addresses_take_the_same_time(app, client):
    app.config["ACCOUNT_EMAIL_RATE_LIMIT"] = "10000 per hour"
    app.config["SUBMISSION_RATE_LIMIT"] = "10000 per hour"
    make_account(app, KNOWN, "admin")
    for _ in range(5):  # warm up caches, connections and the limiter's keys
        request_reset(client, KNOWN)
        request_reset(client, UNKNOWN)

    # Other work on a shared 2-core machine can still shift one round's medians by a
    # millisecond or two; a real difference (the old code's was ~5 ms: a look-up, an email
    # rendered and stored, a second commit) shows in every round, so up to ROUNDS rounds
    # are measured and one under 1 ms passes. The CPU this process spends must agree in
    # every round, busy machine or not.
    differences = []
    for _ in range(ROUNDS):
        medians = measure(client)
        (known_wall, known_cpu), (unknown_wall, unknown_cpu) = medians[KNOWN], medians[UNKNOWN]
        print(
            f"reset request medians over {TRIES} tries: known {known_wall:.3f} ms "
            f"(cpu {known_cpu:.3f}), unknown {unknown_wall:.3f} ms (cpu {unknown_cpu:.3f})"
        )
        assert abs(known_cpu - unknown_cpu) < 1.0, medians
        differences.append(abs(known_wall - unknown_wall))
        if differences[-1] < 1.0:
            break
    assert min(differences) < 1.0, differences


def test_known_and_unknown_addresses_run_the_same_statements(app, client):
    """The deterministic half of the timing test: the request sends the database exactly
    the same statements for either address (the look-up happens in the job)."""
    make_account(app, KNOWN, "admin")
    request_reset(client, UNKNOWN)  # warm up
    seen: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany):
        seen.append(statement)

    with app.app_context():
        engine = db.engine
    statements = {}
    for email in (KNOWN, UNKNOWN):
        seen.clear()
        event.listen(engine, "before_cursor_execute", record)
        try:
            assert request_reset(client, email).status_code == 200
        finally:
            event.remove(engine, "before_cursor_execute", record)
        statements[email] = list(seen)
    assert statements[KNOWN] == statements[UNKNOWN]
    assert not any("users" in statement for statement in statements[KNOWN])


def test_the_request_only_queues_a_job_for_any_address(app, client):
    make_account(app, KNOWN, "admin")
    for email in (KNOWN, UNKNOWN):
        assert request_reset(client, email).get_json() == {"message": RESET_SENT}
    with app.app_context():
        requests = db.session.scalars(db.select(AccountEmailRequest)).all()
        assert sorted(r.email for r in requests) == ["ada@example.com", "nobody@example.com"]
        entries = db.session.scalars(db.select(OutboxEntry)).all()
        assert sorted(e.job_id for e in entries) == sorted(r.id for r in requests)
        assert {e.func for e in entries} == {email_requests.PROCESS}
        assert db.session.scalar(db.select(db.func.count(EmailMessage.id))) == 0


def test_the_job_writes_only_to_real_accounts_and_keeps_no_address(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    request_reset(client, "ADA@Example.com")
    request_reset(client, "nobody@example.com")
    run_worker()
    [message] = smtp.wait_for("ada@example.com")
    assert message["Subject"] == "Reset your password"
    with app.app_context():
        assert [e.to_addr for e in db.session.scalars(db.select(EmailMessage))] == [
            "ada@example.com"
        ]
        assert db.session.scalars(db.select(AccountEmailRequest)).all() == []
        assert all(e.done_at for e in db.session.scalars(db.select(OutboxEntry)))


def test_a_second_run_of_the_job_sends_nothing_twice(app):
    make_account(app, "ada@example.com", "admin")
    with app.app_context():
        job_id = email_requests.request_reset("ada@example.com")
        assert email_requests.process(job_id) == "sent"
        assert email_requests.process(job_id) == "already-done"
        missing = email_requests.request_reset("nobody@example.com")
        assert email_requests.process(missing) == "no-account"
        assert db.session.scalar(db.select(db.func.count(EmailMessage.id))) == 1


def test_with_redis_down_the_request_is_kept_for_the_sweeper(app, client, run_worker, smtp):
    make_account(app, "ada@example.com", "admin")
    app.config["ENQUEUE_JOBS"] = False  # as if Redis refused the enqueue
    assert request_reset(client, "ada@example.com").status_code == 200
    app.config["ENQUEUE_JOBS"] = True
    with app.app_context():
        from pipeline import queues

        assert queues.sweep(grace_seconds=0) == 1
    run_worker()
    assert smtp.wait_for("ada@example.com")[0]["Subject"] == "Reset your password"
