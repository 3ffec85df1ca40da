"""The client a per-IP limit counts against: its IPv4 address, or its IPv6 /64 network.

An ISP hands one home (and a host one server) a whole /64, so keying on the full IPv6
address would give a single client 2^64 fresh allowances. request.remote_addr is the
client's own address only because ProxyFix (web/security.py, TRUSTED_PROXIES) has put the
proxy's X-Forwarded-For there; without it, behind a proxy every visitor is the proxy."""

import hmac
import ipaddress
from datetime import UTC, datetime
from functools import lru_cache

from flask import current_app, request

IPV6_CLIENT_PREFIX = 64


def client_key() -> str:
    return _key_of(request.remote_addr or "")


# Cached, as the same clients come back: parsing an address costs more than the rest of
# hashed_client_key (a process's memory only; nothing here is stored).
@lru_cache(maxsize=4096)
def _key_of(address: str) -> str:
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])  # drop an IPv6 zone (fe80::1%eth0)
    except ValueError:
        return address or "unknown"  # e.g. a unix-socket peer: one key, as before
    if ip.version == 4:
        return str(ip)
    if ip.ipv4_mapped:  # ::ffff:192.0.2.1 is the IPv4 client 192.0.2.1 on a dual-stack socket
        return str(ip.ipv4_mapped)
    network = ipaddress.ip_network(f"{ip}/{IPV6_CLIENT_PREFIX}", strict=False)
    return str(network)


def hashed_client_key() -> str:
    """client_key() as a keyed hash that changes each UTC day: the same client still meets
    the same limit, but the limit's Redis key holds no address (the funnel events' promise:
    nothing personal is stored, docs/analytics.md)."""
    day = datetime.now(UTC).date().isoformat()
    return _hashed(current_app.config["SECRET_KEY"], day, client_key())


@lru_cache(maxsize=4096)
def _hashed(secret: str, day: str, key: str) -> str:
    return hmac.digest(secret.encode(), f"{day}|{key}".encode(), "sha256").hex()[:32]
