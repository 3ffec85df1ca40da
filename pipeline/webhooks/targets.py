"""Where a webhook may be sent (SSRF): in production only https to public addresses.
Checked when an endpoint is saved (a clear message for the admin) and again before every
attempt, after resolving the host, on every address it resolves to: a name that pointed
at a public address yesterday may point at 127.0.0.1 today. The request then goes to the
address that was checked, never to a second look-up (DNS rebinding).

Public means what `ipaddress` calls global and nothing else, less 192.0.0.0/24 and
fec0::/10 (site-local), and a 6to4 or Teredo address only if the IPv4 it carries is public:
a relay would deliver 2002:7f00:1::1 to 127.0.0.1.

WEBHOOK_ALLOW_PRIVATE_TARGETS (the default when APP_ENV=development) allows http and
private, loopback and link-local addresses, for receivers on a developer's machine.

The salespeople's calendars (pipeline/calendars/) are fetched under the same rules, with
their own wording (`Wording`) and their own CALENDAR_ALLOW_PRIVATE_TARGETS."""

from __future__ import annotations

import ipaddress
import socket
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass

import httpx

from pipeline.settings import setting

URL_MAX = 2000
RESOLVE_TIMEOUT = 3.0
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

# One resolver thread at a time is plenty (an admin saving a form, one delivery per job);
# a look-up that hangs past the timeout is abandoned, not waited for.
_resolver = ThreadPoolExecutor(max_workers=2, thread_name_prefix="webhook-dns")


class TargetRefused(Exception):
    """A URL or address webhooks may not be sent to; the message says why, for the admin.
    Not `permanent`: the name didn't resolve, which may pass (a retry may succeed)."""

    def __init__(self, message: str, permanent: bool = True):
        super().__init__(message)
        self.permanent = permanent


@dataclass(frozen=True)
class Wording:
    """The two refusals that name what is being sent or fetched."""

    https_only: str = "Webhooks are only sent over https: use an https:// URL."
    refused: str = (
        "Webhooks can't be sent to {where}: that is a {kind} address. Use a public https URL."
    )


WEBHOOKS = Wording()


@dataclass(frozen=True)
class Target:
    url: httpx.URL  # normalised: IDNA host, percent-encoded path
    host: str  # the URL's host (a name or an address), lower case, no brackets
    port: int


def private_allowed() -> bool:
    return bool(setting("WEBHOOK_ALLOW_PRIVATE_TARGETS", False))


def parse(url: str, allow_private: bool | None = None, wording: Wording = WEBHOOKS) -> Target:
    """The URL's parts, or TargetRefused with a message fit for the admin."""
    allow_private = private_allowed() if allow_private is None else allow_private
    if len(url) > URL_MAX:
        raise TargetRefused(f"The URL must be at most {URL_MAX} characters.")
    if any(ch.isspace() or ord(ch) < 32 or ord(ch) == 127 for ch in url):
        raise TargetRefused("The URL can't contain spaces or control characters.")
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, ValueError, UnicodeError):
        raise TargetRefused("That is not a valid URL.") from None
    if parsed.scheme not in ("http", "https"):
        raise TargetRefused("The URL must start with https://.")
    if parsed.scheme == "http" and not allow_private:
        raise TargetRefused(wording.https_only)
    if parsed.userinfo:
        raise TargetRefused("The URL can't contain a user name or password.")
    host = parsed.host.rstrip(".")
    if not host or "%" in host:
        raise TargetRefused("The URL needs a host name, e.g. https://hooks.example.com/.")
    port = parsed.port or (443 if parsed.scheme == "https" else 80)
    if not 0 < port < 65536:
        raise TargetRefused("The URL's port must be between 1 and 65535.")
    return Target(parsed.copy_with(fragment=None), host, port)


def as_address(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


# 192.0.0.0/24 is for IETF protocols; Python calls two of its addresses (.9, .10) global,
# but nothing a webhook should reach lives there.
SPECIAL_PURPOSE = ipaddress.ip_network("192.0.0.0/24")


def _wrapped_ipv4(address: IPAddress) -> tuple[str, list[ipaddress.IPv4Address]] | None:
    """The IPv4 addresses a 6to4 (2002::/16) or Teredo (2001::/32) address carries: a
    relay would deliver to them, so they must be public too."""
    if not isinstance(address, ipaddress.IPv6Address):
        return None
    if address.sixtofour is not None:
        return "6to4", [address.sixtofour]
    if address.teredo is not None:
        server, client = address.teredo
        return "Teredo", [client, server]
    return None


def why_not_public(address: IPAddress) -> str | None:
    """None for a public unicast address, else the kind of address it is."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped  # ::ffff:127.0.0.1 is 127.0.0.1
    wrapped = _wrapped_ipv4(address)
    if wrapped is not None:
        scheme, inner = wrapped
        for ipv4 in inner:
            kind = why_not_public(ipv4)
            if kind is not None:
                return f"{scheme} address around a {kind}"
    # Most specific first: Python counts link-local, unspecified and reserved as private.
    checks = (
        ("loopback", address.is_loopback),
        ("link-local", address.is_link_local),
        ("unspecified", address.is_unspecified),
        ("multicast", address.is_multicast),
        ("reserved", address.is_reserved),
        ("site-local", isinstance(address, ipaddress.IPv6Address) and address.is_site_local),
        ("special-purpose (192.0.0.0/24)", address in SPECIAL_PURPOSE),
        ("Teredo", wrapped is not None and wrapped[0] == "Teredo"),
        ("private", address.is_private),
        ("not publicly routable", not address.is_global),
    )
    return next((kind for kind, hit in checks if hit), None)


def resolve(host: str, port: int) -> list[IPAddress]:
    """Every address the host resolves to, IPv4 first (the order connections try them)."""
    literal = as_address(host)
    if literal is not None:
        return [literal]
    future = _resolver.submit(socket.getaddrinfo, host, port, 0, socket.SOCK_STREAM)
    try:
        infos = future.result(timeout=RESOLVE_TIMEOUT)
    except FutureTimeout:
        raise TargetRefused(f"Looking up {host} took too long.", permanent=False) from None
    except (OSError, UnicodeError):
        message = f"The host name {host} could not be resolved."
        raise TargetRefused(message, permanent=False) from None
    found: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in infos:
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if address not in found:
            found.append(address)
    return sorted(found, key=lambda a: a.version)


def check_addresses(host: str, addresses: list[IPAddress], wording: Wording = WEBHOOKS) -> None:
    """Every address must be public: one private answer among public ones is refused too,
    since which one a connection uses is up to the resolver's order."""
    for address in addresses:
        kind = why_not_public(address)
        if kind is None:
            continue
        where = host if str(address) == host else f"{host} (it resolves to {address})"
        raise TargetRefused(wording.refused.format(where=where, kind=kind))


def vet(url: str, allow_private: bool | None = None) -> tuple[Target, list[IPAddress]]:
    """Parse, resolve and check a URL: the target and the addresses a request may use."""
    allow_private = private_allowed() if allow_private is None else allow_private
    target = parse(url, allow_private)
    addresses = resolve(target.host, target.port)
    if not addresses:
        message = f"The host name {target.host} could not be resolved."
        raise TargetRefused(message, permanent=False)
    if not allow_private:
        check_addresses(target.host, addresses)
    return target, addresses


def check_on_save(
    url: str, allow_private: bool | None = None, wording: Wording = WEBHOOKS
) -> Target:
    """When an endpoint is saved: TargetRefused with the reason, or the parsed target. In
    production the host is resolved too, so a name that points at a private address is
    refused now, in front of the admin, not at the first delivery."""
    allow_private = private_allowed() if allow_private is None else allow_private
    target = parse(url, allow_private, wording)
    if not allow_private:
        addresses = resolve(target.host, target.port)
        if not addresses:
            raise TargetRefused(f"The host name {target.host} could not be resolved.")
        check_addresses(target.host, addresses, wording)
    return target
