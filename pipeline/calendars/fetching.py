"""Every request a calendar read or write makes goes through one HTTP session whose DNS
resolver is ours: it resolves the host, refuses the lot if any address is not public
(addresses.py's rules, the webhooks' own), and hands the checked addresses to the
connection, so a name can't be re-pointed between the check and the connect (DNS
rebinding). That covers redirects and a CalDAV server's other hosts too (iCloud hands each
account to a partition server). The session ignores the environment's proxies and .netrc,
and the HTTP libraries' logs are silenced while it works (a feed's address is its
password)."""

from __future__ import annotations

import ipaddress
import logging
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import niquests
from urllib3.contrib.resolver.system import SystemResolver

from pipeline import webhooks
from pipeline.calendars.addresses import WORDING, private_allowed

CONNECT_SECONDS = 5
READ_SECONDS = 20
MAX_REDIRECTS = 5


class GuardedResolver(SystemResolver):
    """The system's resolver, with the public-address check on every answer."""

    def __init__(self, *patterns: str, **kwargs: Any):
        self.allow_private = bool(kwargs.pop("allow_private", False))
        self.refusal: webhooks.TargetRefused | None = None
        super().__init__(*patterns, **kwargs)

    def getaddrinfo(self, host, port, family, type, proto=0, flags=0, **kwargs):  # noqa: A002
        infos = super().getaddrinfo(host, port, family, type, proto, flags, **kwargs)
        if self.allow_private:
            return infos
        name = host.decode("ascii") if isinstance(host, bytes) else str(host)
        addresses = [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos]
        try:
            webhooks.check_target_addresses(name, addresses, WORDING)
        except webhooks.TargetRefused as refusal:
            self.refusal = refusal  # the message for the admin; the OSError is niquests'
            raise socket.gaierror(socket.EAI_FAIL, str(refusal)) from None
        return infos


# The HTTP libraries log request lines (path and query) at DEBUG, and a feed's address is its
# password: while this thread fetches a calendar their records are dropped.
NOISY_LOGGERS = (
    "urllib3",
    "urllib3.connection",
    "urllib3.connectionpool",
    "urllib3.response",
    "urllib3.util.retry",
    "urllib3.contrib.hface",
    "niquests",
    "niquests.sessions",
    "niquests.adapters",
    "caldav",
)
_fetching = threading.local()


class _WhileFetching(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not getattr(_fetching, "active", False)


_FILTER = _WhileFetching()
for _name in NOISY_LOGGERS:
    logging.getLogger(_name).addFilter(_FILTER)


@contextmanager
def quiet() -> Iterator[None]:
    before = getattr(_fetching, "active", False)
    _fetching.active = True
    try:
        yield
    finally:
        _fetching.active = before


def session() -> tuple[niquests.Session, GuardedResolver]:
    """A session for one read or write, and its resolver (which knows what it refused)."""
    resolver = GuardedResolver(allow_private=private_allowed())
    # No OCSP look-ups of their own (a connection this resolver never sees) and no QUIC.
    http = niquests.Session(resolver=resolver, revocation_configuration=None, disable_http3=True)
    http.trust_env = False  # no proxy or .netrc from the environment
    http.max_redirects = MAX_REDIRECTS
    return http, resolver
