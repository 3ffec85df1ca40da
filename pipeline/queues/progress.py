"""A submission's progress, announced as the job runner records it (pipeline/jobs.py): a
Redis message on the submission's channel each time a stage or a status is committed, so a
request that waits on a run (the finder's status, issue 20) hears the moment the run moves
on instead of polling the database.

An announcement may carry the status answer as of its commit (the finder's, issue 20), so
the waiting request answers with it instead of reading back what the worker just wrote.

Best effort both ways. A lost announcement only makes a waiting request answer at the end
of its wait; without Redis nothing is announced and nobody waits, and the browser polls."""

import contextlib
import json
import logging

from redis.exceptions import RedisError

from pipeline.queues.outbox import redis_connection
from pipeline.settings import setting

log = logging.getLogger(__name__)

CHANNEL = "submission-progress:{id}"
# How long to wait for Redis to confirm the subscription before giving up on waiting.
SUBSCRIBE_SECONDS = 1.0


def _channel(submission_id: str) -> str:
    return CHANNEL.format(id=submission_id)


def announce(submission_id: str, answer: dict | None = None) -> None:
    """Tell whoever waits on this submission that its row changed (call after the commit),
    with the status `answer` as the commit left it when the caller has one."""
    message = "1" if answer is None else json.dumps(answer, separators=(",", ":"))
    try:
        redis_connection(setting("REDIS_URL")).publish(_channel(submission_id), message)
    except RedisError as exc:
        log.debug("progress of %s not announced: %s", submission_id, exc)


class Listener:
    """The announcements for one submission, from the moment `listening` is true: a look at
    the row taken after that cannot miss a change, which is announced after its commit."""

    def __init__(self, submission_id: str) -> None:
        self.submission_id = submission_id
        self._pubsub = None

    @property
    def listening(self) -> bool:
        return self._pubsub is not None

    def __enter__(self) -> "Listener":
        try:
            pubsub = redis_connection(setting("REDIS_URL")).pubsub()
            pubsub.subscribe(_channel(self.submission_id))
            confirmed = pubsub.get_message(timeout=SUBSCRIBE_SECONDS)
        except RedisError as exc:
            log.debug("not listening to %s: %s", self.submission_id, exc)
            return self
        if confirmed and confirmed["type"] == "subscribe":
            self._pubsub = pubsub
        else:
            self._close(pubsub)
        return self

    def wait(self, seconds: float) -> dict | bool:
        """The answer an announcement within `seconds` carried, True for one that carried
        none, False when none came (at once when not listening)."""
        if self._pubsub is None or seconds <= 0:
            return False
        try:
            message = self._pubsub.get_message(timeout=seconds)
        except RedisError as exc:
            log.debug("stopped listening to %s: %s", self.submission_id, exc)
            self._close(self._pubsub)
            self._pubsub = None
            return False
        return False if message is None else self._answer(message.get("data"))

    def _answer(self, data: object) -> dict | bool:
        try:
            answer = json.loads(data) if isinstance(data, bytes | str) else None
        except ValueError:
            return True
        if isinstance(answer, dict) and answer.get("id") == self.submission_id:
            return answer
        return True

    def __exit__(self, *exc_info) -> None:
        if self._pubsub is not None:
            self._close(self._pubsub)
            self._pubsub = None

    @staticmethod
    def _close(pubsub) -> None:
        with contextlib.suppress(RedisError):
            pubsub.close()
