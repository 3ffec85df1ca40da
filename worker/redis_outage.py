"""What keeps an RQ worker alive through a Redis outage (issue 33, item 9).

RQ 2.x's work loop (rq/worker/base.py `work()`) quits for good on any exception it does not
expect, and only its dequeue loop retries a lost connection. Redis is touched outside that
loop too: the suspension check, the maintenance run (registries, the scheduler's locks),
heartbeats, the worker's state, a job's bookkeeping around it, and the worker's registration
at shutdown. Each of those is wrapped here, as narrowly as RQ's methods allow: a Redis error
is logged once, the worker waits for Redis (a PING with backoff, at most
REDIS_WAIT_MAX_SECONDS apart) and carries on where it was. A stop request still stops it
while it waits.

What this can't keep alive, a supervisor restarts (scripts/supervisor.py under `make run`,
systemd or the platform's process manager in production: docs/operations.md)."""

import logging
import time

from redis.exceptions import RedisError
from rq.exceptions import StopRequested
from rq.job import Job
from rq.queue import Queue
from rq.worker import SimpleWorker

log = logging.getLogger("rq.worker")

# Between two PINGs while Redis is away: short enough that work resumes within seconds of
# its return, long enough that a day-long outage costs nothing.
REDIS_WAIT_MAX_SECONDS = 10.0
FIRST_WAIT_SECONDS = 0.5


class OutlastsRedis(SimpleWorker):
    # RQ's own dequeue loop backs off up to a minute; work resumes sooner after an outage.
    max_connection_wait_time = REDIS_WAIT_MAX_SECONDS

    def wait_for_redis(self, during: str, error: RedisError) -> None:
        """Logs the error, then returns once Redis answers a PING again; raises
        StopRequested if the worker is asked to stop meanwhile."""
        log.warning("Worker %s: Redis unavailable during %s (%s); waiting for it", self.name,
                    during, error)  # fmt: skip
        started = time.monotonic()
        delay = FIRST_WAIT_SECONDS
        while True:
            if self._stop_requested:
                raise StopRequested()
            try:
                # The SIGTERM handler may itself fail on Redis (RQ records the request there);
                # its flag is set first (AppWorker._shutdown), so the next turn stops.
                time.sleep(delay)
                self.connection.ping()
                break
            except RedisError:
                delay = min(delay * 2, REDIS_WAIT_MAX_SECONDS)
        log.info("Worker %s: Redis is back after %.0f s; carrying on", self.name,
                 time.monotonic() - started)  # fmt: skip
        self._restart_scheduler()

    def _restart_scheduler(self) -> None:
        # RQ's scheduler runs in a process of its own, which an outage ends; RQ restarts it
        # from a maintenance run only. Started again at once, retries aren't held a minute.
        process = self.scheduler and self.scheduler._process
        if process is not None and not process.is_alive():
            try:
                self.scheduler.acquire_locks(auto_start=True)
            except RedisError:
                log.warning("Worker %s: scheduler not restarted yet", self.name, exc_info=True)

    # --- the work loop's Redis calls outside RQ's own retry ------------------------------

    def check_for_suspension(self, burst: bool) -> None:
        try:
            super().check_for_suspension(burst)
        except RedisError as exc:
            self.wait_for_redis("the suspension check", exc)

    def run_maintenance_tasks(self) -> None:
        # A run cut short leaves last_cleaned_at as it was: the next turn runs it again.
        try:
            super().run_maintenance_tasks()
        except RedisError as exc:
            self.wait_for_redis("maintenance", exc)

    def heartbeat(self, timeout: int | None = None, pipeline=None) -> None:
        if pipeline is not None:  # queued in the caller's pipeline: the caller sends it
            super().heartbeat(timeout, pipeline)
            return
        try:
            super().heartbeat(timeout)
        except RedisError as exc:
            self.wait_for_redis("a heartbeat", exc)

    def dequeue_job_and_maintain_ttl(self, timeout: int | None, max_idle_time: int | None = None):
        # RQ retries a ConnectionError while it blocks on the queues, but not a TimeoutError
        # (a Redis that hangs) nor an error from the state it sets before.
        while True:
            try:
                return super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
            except RedisError as exc:
                self.wait_for_redis("dequeueing", exc)

    def execute_job(self, job: Job, queue: Queue) -> None:
        # The job's own outcome is on its database row; what RQ could not record about it
        # (registries, state) its maintenance settles once Redis is back, and a job that
        # runs twice sends nothing twice.
        try:
            super().execute_job(job, queue)
        except RedisError as exc:
            self.wait_for_redis(f"job {job.id}'s bookkeeping", exc)

    # --- stopping while Redis is away ----------------------------------------------------

    def set_shutdown_requested_date(self) -> None:
        try:
            super().set_shutdown_requested_date()
        except RedisError:
            log.warning("Worker %s: stop request not recorded in Redis", self.name)

    def unsubscribe(self) -> None:
        try:
            super().unsubscribe()
        except RedisError:
            log.warning("Worker %s: stopping without unsubscribing: Redis unavailable", self.name)

    def register_death(self) -> None:
        try:
            super().register_death()
        except RedisError:
            # Its key expires by itself (RQ's worker TTL); nothing else depends on it.
            log.warning("Worker %s: stopping without deregistering: Redis unavailable", self.name)
