"""What the frontend build says about its pages (frontend/dist/routes.json, written by the
prerender step): which paths have prerendered HTML, which are app routes rendered in the
browser, where the 404 page is, and the document (site header and footer) and app components
for the pages the server renders itself.
Anything else is a real 404 for search engines; so is a value of a dynamic route whose every
page is prerendered (e.g. /services/<slug>), as the prerender leaves those out of appRoutes."""

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


def _pattern(route: str) -> re.Pattern[str]:
    if route.endswith("/*"):
        return re.compile(re.escape(route[:-2]) + r"(/.*)?")
    parts = [r"[^/]+" if part.startswith(":") else re.escape(part) for part in route.split("/")]
    return re.compile("/".join(parts))


@dataclass(frozen=True)
class SitePages:
    dist: Path
    prerendered: frozenset[str]
    app_routes: tuple[re.Pattern[str], ...]
    not_found: str
    server_page: str | None
    server_parts: dict[str, str]
    # The route table as written (`/blog/:slug`), for what needs a route's parameters by
    # name (web/site_paths.py).
    app_route_table: tuple[str, ...] = ()

    def prerendered_file(self, path: str) -> Path | None:
        if path not in self.prerendered:
            return None
        return self.dist / "pages" / ("index.html" if path == "/" else f"{path[1:]}.html")

    def is_app_route(self, path: str) -> bool:
        return any(p.fullmatch(path) for p in self.app_routes)

    def not_found_file(self) -> Path:
        return self.dist / self.not_found

    def server_page_file(self) -> Path | None:
        return self.dist / self.server_page if self.server_page else None

    def server_part_file(self, name: str) -> Path | None:
        part = self.server_parts.get(name)
        return self.dist / part if part else None


@lru_cache(maxsize=4)
def _load(manifest: str, mtime: float) -> SitePages:
    data = json.loads(Path(manifest).read_text(encoding="utf-8"))
    return SitePages(
        dist=Path(manifest).parent,
        prerendered=frozenset(data["prerendered"]),
        app_routes=tuple(_pattern(r) for r in data["appRoutes"]),
        not_found=data["notFound"],
        server_page=data.get("serverPage"),
        server_parts=data.get("serverParts", {}),
        app_route_table=tuple(data["appRoutes"]),
    )


def site_pages(dist: Path) -> SitePages | None:
    manifest = dist / "routes.json"
    if not manifest.is_file():
        return None
    return _load(str(manifest), manifest.stat().st_mtime)
