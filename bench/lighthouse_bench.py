"""Lighthouse (mobile preset, Debian Chromium) on the key public pages of the running stack,
and the Home page's first-load JavaScript (gzip) against a bare Vite + React + React Router
+ React Query app built with the same versions. Prints figures; asserts nothing.

Two JS figures for Home, each against the bare app's one bundle: the entry (what the HTML
asks for before any code runs: the entry module, its modulepreloads and everything they
import statically) and all the JS Lighthouse saw Home load (the entry plus Home's own lazy
page code). The second is the like-for-like "first-load JS".

    .venv/bin/python bench/lighthouse_bench.py [--page /blog --runs 3]
Needs the built frontend (`make build`) and Chromium; installs Lighthouse into
bench/lighthouse/node_modules on first use. `--runs N` audits each page N times and keeps
the run with the median performance score; `--page` (repeatable) audits only those pages
and saves no figures, as they are not the whole set.
"""

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import load_average, save_figures  # noqa: E402
from tests.support.smtp_sink import SmtpSink  # noqa: E402
from tests.support.stack_process import running_stack  # noqa: E402

# The blog pages are server-rendered (web/pages/blog.py); the article is the first demo post
# (pipeline/blog/demo_blog.yaml, loaded by the stack at start), with a featured image, an
# author and every kind of body element.
ARTICLE = "/blog/where-to-start-with-ai-in-a-small-business"
# /book (issue 34): the booking page, its code loaded on that route only.
PAGES = ["/", "/services", "/compare-plans", "/find-your-fit", "/blog", ARTICLE, "/book"]
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
LIGHTHOUSE_DIR = ROOT / "bench" / "lighthouse"
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
    "--disable-background-networking --disable-component-update --disable-sync"
)


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 (loopback)
        return response.read()


# Static imports in built chunks (`import{a}from"./x.js"`, `import"./x.js"`, `export*from`);
# dynamic `import(...)` calls don't match, as they run later.
STATIC_IMPORT = re.compile(rb'(?:from|import)\s*"(\./[^"]+\.js)"')


def static_closure(urls: list[str], read) -> dict[str, bytes]:
    """Every module in `urls` and, transitively, what they import statically."""
    found: dict[str, bytes] = {}
    pending = list(urls)
    while pending:
        url = pending.pop()
        if url in found:
            continue
        found[url] = read(url)
        folder = url.rsplit("/", 1)[0]
        pending += [f"{folder}/{name.decode()[2:]}" for name in STATIC_IMPORT.findall(found[url])]
    return found


def entry_urls(html: str) -> list[str]:
    urls = re.findall(r'<script type="module"[^>]*src="([^"]+)"', html)
    return urls + re.findall(r'<link rel="modulepreload"[^>]*href="([^"]+)"', html)


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, 9))


def first_load_js(base_url: str, html: str) -> tuple[int, list[str]]:
    """gzip bytes of the scripts the page's HTML loads (see the module docstring)."""
    modules = static_closure(entry_urls(html), lambda url: fetch(base_url + url))
    return sum(gzip_size(data) for data in modules.values()), list(modules)


def loaded_js(report: dict) -> tuple[int, int]:
    """gzip bytes and count of every script Lighthouse saw the page load."""
    requests = report["audits"]["network-requests"]["details"]["items"]
    urls = [r["url"] for r in requests if r.get("resourceType") == "Script"]
    return sum(gzip_size(fetch(url)) for url in urls), len(urls)


def bare_app_js() -> int:
    frontend = ROOT / "frontend"
    subprocess.run(
        ["npx", "vite", "build", "--config", "bench/bare-app/vite.config.ts"],
        cwd=frontend,
        check=True,
        capture_output=True,
    )
    dist = frontend / "bench" / "bare-app" / "dist"
    html = (dist / "index.html").read_text()
    modules = static_closure(entry_urls(html), lambda url: (dist / url.lstrip("/")).read_bytes())
    return sum(gzip_size(data) for data in modules.values())


def lighthouse(url: str, out: Path) -> dict:
    cli = LIGHTHOUSE_DIR / "node_modules" / "lighthouse" / "cli" / "index.js"
    subprocess.run(
        [
            "node",
            str(cli),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={out}",
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={CHROME_FLAGS}",
        ],  # fmt: skip
        check=True,
        env={**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", "/usr/bin/chromium")},
    )
    return json.loads(out.read_text())


METRICS = {
    "first-contentful-paint": "FCP",
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "speed-index": "SI",
}


def metrics_line(report: dict) -> str:
    """The performance metrics behind the score: value (score), so a lost point is traceable."""
    parts = []
    for audit, label in METRICS.items():
        result = report["audits"][audit]
        value = result["numericValue"]
        shown = f"{value:.3f}" if label == "CLS" else f"{value:.0f}ms"
        parts.append(f"{label} {shown} ({result['score']:.2f})")
    return "    " + ", ".join(parts)


def median_run(reports: list[dict]) -> dict:
    """The run with the median performance score, as Lighthouse's docs advise for a noisy
    machine (the other categories don't vary between runs)."""
    ranked = sorted(reports, key=lambda report: report["categories"]["performance"]["score"])
    return ranked[(len(ranked) - 1) // 2]


def audit_pages(base_url: str, pages: list[str], runs: int, tmp: Path) -> dict[str, dict]:
    width = max(len(page) for page in pages) + 2
    print(f"{'page':<{width}}" + "".join(f"{c:>16}" for c in CATEGORIES))
    reports = {}
    for page in pages:
        page_runs = []
        for _ in range(runs):
            report = lighthouse(base_url + page, tmp / "report.json")
            scores = {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES}
            print(f"{page:<{width}}" + "".join(f"{scores[c]:>16}" for c in CATEGORIES))
            print(metrics_line(report))
            page_runs.append(report)
        reports[page] = median_run(page_runs)
    return reports


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", action="append", help="audit only this page (repeatable)")
    parser.add_argument("--runs", type=int, default=1, help="Lighthouse runs per page")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    pages = args.page or PAGES
    if not (ROOT / "frontend" / "dist" / "routes.json").is_file():
        print("build the frontend first: make build")
        return 1
    if not (LIGHTHOUSE_DIR / "node_modules" / "lighthouse").is_dir():
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund"], cwd=LIGHTHOUSE_DIR, check=True
        )
    smtp = SmtpSink().start()
    load_at_start = load_average()
    with tempfile.TemporaryDirectory() as tmp, running_stack(Path(tmp), smtp.url) as stack:
        # Lighthouse's simulation scales the CPU time it observes: a busy machine costs points.
        print(f"load average {os.getloadavg()[0]:.2f}")
        reports = audit_pages(stack.base_url, pages, args.runs, Path(tmp))
        if "/" in reports:
            home_loaded = loaded_js(reports["/"])
            home_js, urls = first_load_js(stack.base_url, fetch(stack.base_url + "/").decode())
    smtp.stop()
    if "/" not in reports:
        return 0
    bare = bare_app_js()
    # The bare app is one bundle, so both Home figures compare with the same number: the
    # entry alone (what must arrive before hydration can start) and everything Home loads
    # before any interaction (the entry plus Home's own lazy page code).
    print(f"\nBare Vite + React + Router + Query app: {bare / 1024:.1f} KiB gzip")
    print(
        f"Home entry JS: {home_js / 1024:.1f} KiB gzip in {len(urls)} files "
        f"= {home_js / bare:.3f}x the bare app ({home_js - bare:+,} bytes)"
    )
    print(
        f"All JS Home loads (entry + its page code): {home_loaded[0] / 1024:.1f} KiB gzip in "
        f"{home_loaded[1]} files = {home_loaded[0] / bare:.3f}x the bare app "
        f"({home_loaded[0] - bare:+,} bytes)"
    )
    if args.page:
        return 0  # a subset of the pages: not the figures the summary judges
    scores = {
        page: {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES}
        for page, report in reports.items()
    }
    save_figures(
        "lighthouse",
        {
            "scores": scores,
            "bare_app_js_bytes": bare,
            "home_entry_js_bytes": home_js,
            "home_first_load_js_bytes": home_loaded[0],
        },
        load_at_start=load_at_start,
        settings={"runs": args.runs},
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
