"""Where a path with a trailing slash may be redirected: to itself without the slash, and only
when a browser is sure to read that as a path on this site (issue 16: `/%09/evil.example/`
was answered with `Location: //evil.example`)."""

import re
import unicodedata

# Browsers drop tab, CR and LF from anywhere in a URL and stop or stumble at other controls;
# invisible format characters (zero-width, bidi overrides) and line separators have no place
# in a path of ours either. Any of them in the Location could make it another host.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")


def same_site_redirect(path: str) -> str | None:
    """`path` without its trailing slashes, or None when it could be read as an absolute or
    scheme-relative URL: it contains a control or invisible character, it starts with `//`
    or `\\` once backslashes are read as slashes (as browsers do), or with a scheme."""
    if any(unicodedata.category(char) in _UNSAFE_CATEGORIES for char in path):
        return None
    normalised = path.replace("\\", "/")
    if not normalised.startswith("/") or normalised.startswith("//"):
        return None
    if _SCHEME.match(normalised.lstrip("/")):
        return None
    return path.rstrip("/") or "/"
