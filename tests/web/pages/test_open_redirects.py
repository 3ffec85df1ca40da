"""The trailing-slash redirect only ever points at a path on this site (issue 16, finding 1):
`GET /%09/evil.example/` was answered `Location: //evil.example` and `GET /%0a/x/` with a
500. Each request is made as a WSGI server hands it on (PATH_INFO percent-decoded), so the
decoded control characters reach the app exactly as they do behind gunicorn."""

from urllib.parse import unquote_to_bytes

import pytest

# Known open-redirect payloads, as sent on the wire, ending in "/" so they reach the
# trailing-slash handler. Each must get a 404 and no Location at all.
OPEN_REDIRECT_PAYLOADS = [
    "/%09/evil.example/",  # tab, dropped by browsers: //evil.example
    "/%0a/x/",  # LF: a header value with a newline (was a 500)
    "/%0d/evil.example/",  # CR
    "/%0d%0aSet-Cookie:%20session=evil/",  # header injection
    "/%09%09/evil.example/",
    "/%09//evil.example/",
    "/%0b/evil.example/",  # vertical tab
    "/%0c/evil.example/",  # form feed
    "/%1b/evil.example/",  # escape
    "/%7f/evil.example/",  # DEL
    "/%c2%85/evil.example/",  # NEL, a C1 control
    "/%e2%80%a8/evil.example/",  # line separator
    "/%e2%80%8b/evil.example/",  # zero-width space
    "/%e2%80%ae/elpmaxe.live/",  # right-to-left override
    "//evil.example/",
    "///evil.example/",
    "////evil.example//",
    "/%2f%2fevil.example/",  # encoded slashes decode to ///evil.example
    "/%2fevil.example/",
    "/%5cevil.example/",  # backslash: browsers read /\evil.example as //evil.example
    "/%5c%5cevil.example/",
    "/%5c/evil.example/",
    "/%2f%5cevil.example/",
    "/https:/evil.example/",  # a scheme once the leading slash is set aside
    "/https:%2f%2fevil.example/",
    "/javascript:alert(1)/",
    "/data:text/html,%3Cscript%3Ealert(1)%3C/script%3E/",
]


def get_raw(client, raw_path: str):
    path_info = unquote_to_bytes(raw_path).decode("latin-1")  # PEP 3333: bytes as latin-1
    return client.get("/", environ_overrides={"PATH_INFO": path_info, "REQUEST_URI": raw_path})


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("payload", OPEN_REDIRECT_PAYLOADS)
def test_open_redirect_payload_gets_a_404_and_no_location(client, payload):
    response = get_raw(client, payload)
    assert response.status_code == 404, response.headers.get("Location")
    assert "Location" not in response.headers


def test_there_are_at_least_twenty_payloads():
    assert len(OPEN_REDIRECT_PAYLOADS) >= 20


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize(
    ("raw_path", "location"),
    [
        ("/services/", "/services"),
        ("/blog/", "/blog"),
        ("/services/custom-projects//", "/services/custom-projects"),
        ("/caf%C3%A9/", "/caf%C3%A9"),
        ("/services/a:b/", "/services/a:b"),  # a colon after the first segment: no scheme
    ],
)
def test_a_trailing_slash_still_redirects_to_the_same_path_without_it(client, raw_path, location):
    response = get_raw(client, raw_path)
    assert response.status_code == 301
    assert response.headers["Location"] == location


@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_a_null_byte_is_refused_before_any_redirect(client):
    response = get_raw(client, "/%00/evil.example/")
    assert response.status_code == 400
    assert "Location" not in response.headers
