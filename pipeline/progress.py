"""A submission's progress, announced as the job runner records it (pipeline/jobs.py): a
Redis message on the submission's channel each time a stage or a status is committed, so a
request that waits on a run (the finder's status, issue 20) answers the moment the run
moves on instead of polling the database.

Best effort both ways. A lost announcement only makes a waiting request answer at the end
of its wait; without Redis nothing is announced and nobody waits, and the browser polls."""

import contextlib
import logging
import time
from collections.abc import Callable

from redis.exceptions import RedisError

from pipeline import queues
from pipeline.settings import setting

log = logging.getLogger(__name__)

CHANNEL = "submission-progress:{id}"
# How long to wait for Redis to confirm the subscription before giving up on waiting.
SUBSCRIBE_SECONDS = 1.0


def _channel(submission_id: str) -> str:
    return CHANNEL.format(id=submission_id)


def announce(submission_id: str) -> None:
    """Tell whoever waits on this submission that its row changed (call after the commit)."""
    try:
        queues.redis_connection(setting("REDIS_URL")).publish(_channel(submission_id), "1")
    except RedisError as exc:
        log.debug("progress of %s not announced: %s", submission_id, exc)


def wait(submission_id: str, moved: Callable[[], bool], timeout: float) -> bool:
    """Wait until `moved()` says the submission has moved on, for at most `timeout` seconds,
    asking it again at each announcement. Returns its last answer. `moved` must read the
    database afresh each time (a new transaction)."""
    try:
        pubsub = queues.redis_connection(setting("REDIS_URL")).pubsub()
    except RedisError:
        return moved()
    try:
        pubsub.subscribe(_channel(submission_id))
        # Subscribed for certain before the first look: a change committed after that look
        # is announced after it, so it can't be missed.
        confirmed = pubsub.get_message(timeout=SUBSCRIBE_SECONDS)
        if not confirmed or confirmed["type"] != "subscribe":
            return moved()
        deadline = time.monotonic() + timeout
        while not moved():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            pubsub.get_message(timeout=remaining)
        return True
    except RedisError as exc:
        log.debug("waiting on %s stopped: %s", submission_id, exc)
        return moved()
    finally:
        with contextlib.suppress(RedisError):
            pubsub.close()
