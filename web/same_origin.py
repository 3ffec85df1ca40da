"""Whether a request was sent by a page of this site (issue 33, item 7: funnel events).

What browsers send: every POST made by `fetch` or `navigator.sendBeacon` carries `Origin`
(Chrome, Edge, Firefox 70+, Safari), which is `null` when the page's referrer policy is
`no-referrer`; and, on HTTPS and on loopback, `Sec-Fetch-Site` (Chrome 76+, Firefox 90+,
Safari 16.4+), `same-origin` for our own pages. So a request is ours when no header says
otherwise and at least one says so: `Sec-Fetch-Site: same-origin`, or an `Origin` equal to
SITE_URL's origin. A request with neither is a script's, not a browser's, and is refused.

The origin compared is SITE_URL's, never the request's Host: a page on another name that
resolves to our address (DNS rebinding) sends its own name as both Host and Origin. On a
loopback SITE_URL (development, the tests' stacks) any loopback name with the same scheme and
port is the same machine's site: `localhost` and `127.0.0.1` are both typed.

A script can forge both headers; this keeps other sites' pages (and so their visitors'
browsers) from posting to us, and rate limits and validation do the rest."""

from urllib.parse import urlsplit

from werkzeug.datastructures import Headers

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
DEFAULT_PORTS = {"http": 80, "https": 443}


def _origin(url: str) -> tuple[str, str, int] | None:
    try:
        parts = urlsplit(url.strip())
        port = parts.port or DEFAULT_PORTS.get(parts.scheme.lower())
    except ValueError:
        return None
    if not parts.hostname or port is None:
        return None
    return parts.scheme.lower(), parts.hostname.lower().rstrip("."), port


def is_site_origin(origin: str, site_url: str) -> bool:
    sent, site = _origin(origin), _origin(site_url)
    if sent is None or site is None:
        return False
    if sent == site:
        return True
    scheme, host, port = site
    return host in LOOPBACK and sent[1] in LOOPBACK and (sent[0], sent[2]) == (scheme, port)


def from_own_pages(headers: Headers, site_url: str) -> bool:
    fetch_site = headers.get("Sec-Fetch-Site")
    origin = headers.get("Origin")
    if fetch_site is not None and fetch_site.strip().lower() != "same-origin":
        return False
    if origin is not None and origin.strip() != "null":
        return is_site_origin(origin, site_url)
    return fetch_site is not None
