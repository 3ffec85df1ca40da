"""One HTTP POST of a webhook: to the address the target check approved (the Host header
and TLS name are the URL's own), no redirects followed, no proxy from the environment,
and a deadline well inside the job's 10 s. What comes back is what the log shows: status
code, duration and the first part of the answer, or why there was none."""

from __future__ import annotations

import time
from dataclasses import dataclass

import httpx

from pipeline.webhooks.targets import IPAddress, Target, as_address

DEADLINE_SECONDS = 8.0
TIMEOUTS = httpx.Timeout(connect=3.0, read=5.0, write=5.0, pool=1.0)
EXCERPT_BYTES = 4096
EXCERPT_CHARS = 1000


@dataclass(frozen=True)
class Answer:
    status_code: int | None
    excerpt: str | None
    error: str | None
    duration_ms: int
    refused: bool = False  # no request made: the target is not allowed (not retried)

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300


def _excerpt(response: httpx.Response, deadline: float) -> str:
    """The start of the answer, read for no longer than the deadline allows (a receiver
    that drips bytes can't hold the job)."""
    data = b""
    for chunk in response.iter_bytes():
        data += chunk
        if len(data) >= EXCERPT_BYTES or time.monotonic() > deadline:
            break
    text = data[:EXCERPT_BYTES].decode("utf-8", errors="replace").replace("\x00", "")
    return text[:EXCERPT_CHARS]


def _error(response: httpx.Response) -> str | None:
    if 300 <= response.status_code < 400:
        location = response.headers.get("location", "")[:300]
        return f"Redirect to {location or 'elsewhere'} not followed: use the final URL."
    if not 200 <= response.status_code < 300:
        return f"The receiver answered {response.status_code}."
    return None


def _describe(exc: httpx.HTTPError) -> str:
    if isinstance(exc, httpx.TimeoutException):
        return "Timed out waiting for the receiver."
    detail = str(exc).strip() or exc.__class__.__name__
    return f"{exc.__class__.__name__}: {detail}"[:500]


def post(target: Target, addresses: list[IPAddress], headers: dict, body: bytes) -> Answer:
    started = time.monotonic()
    deadline = started + DEADLINE_SECONDS

    def elapsed() -> int:
        return round((time.monotonic() - started) * 1000)

    headers = {**headers, "Host": target.url.netloc.decode("ascii")}
    extensions = {}
    if target.url.scheme == "https" and as_address(target.host) is None:
        extensions["sni_hostname"] = target.host  # and the name the certificate must match
    error = "No address to connect to."
    with httpx.Client(follow_redirects=False, trust_env=False, timeout=TIMEOUTS) as client:
        for address in addresses:
            url = target.url.copy_with(host=str(address))
            try:
                with client.stream(
                    "POST", url, content=body, headers=headers, extensions=extensions
                ) as response:
                    excerpt = _excerpt(response, deadline)
                    return Answer(response.status_code, excerpt, _error(response), elapsed())
            except httpx.ConnectError as exc:
                error = _describe(exc)  # try the host's next address, as a browser would
                if time.monotonic() > deadline:
                    break
            except httpx.HTTPError as exc:
                return Answer(None, None, _describe(exc), elapsed())
    return Answer(None, None, error, elapsed())
