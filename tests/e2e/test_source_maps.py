"""No public source maps (issue 16): the production build that `make run` serves has no .map
files and no sourceMappingURL pointing at one, so `curl -sI /assets/<bundle>.js.map` is a
404 like any other unknown asset, while the bundles themselves are served."""

import re
import urllib.error
import urllib.request

from tests.e2e.conftest import ROOT, LiveStack

DIST = ROOT / "frontend" / "dist"


def head_status(url: str) -> int:
    request = urllib.request.Request(url, method="HEAD")  # noqa: S310 (`curl -sI`, loopback)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 (loopback)
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_build_has_no_source_maps_and_the_server_404s_them(live_stack: LiveStack):
    assert not sorted(DIST.rglob("*.map"))
    assets = sorted((DIST / "assets").glob("*.js")) + sorted((DIST / "assets").glob("*.css"))
    assert assets
    for asset in assets:
        assert b"sourceMappingURL" not in asset.read_bytes(), asset.name

    with urllib.request.urlopen(live_stack.base_url + "/", timeout=10) as response:  # noqa: S310
        home = response.read().decode()
    served = re.findall(r'(?:src|href)="(/assets/[^"]+\.(?:js|css))"', home)
    assert any(path.endswith(".js") for path in served)
    lazy = [f"/assets/{path.name}" for path in assets[:5]]  # chunks only loaded on demand
    for path in sorted(set(served + lazy)):
        assert head_status(live_stack.base_url + path) == 200, path
        assert head_status(live_stack.base_url + path + ".map") == 404, path
