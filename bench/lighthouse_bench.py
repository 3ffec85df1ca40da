"""Lighthouse (mobile preset, Debian Chromium) on the key public pages of the running stack,
and the Home page's first-load JavaScript (gzip) against a bare Vite + React + React Router
+ React Query app built with the same versions. Prints figures; asserts nothing.

    .venv/bin/python bench/lighthouse_bench.py
Needs the built frontend (`make build`) and Chromium; installs Lighthouse into
bench/lighthouse/node_modules on first use.
"""

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

from tests.support.smtp_sink import SmtpSink  # noqa: E402
from tests.support.stack_process import running_stack  # noqa: E402

PAGES = ["/", "/services", "/compare-plans", "/find-your-fit"]
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
LIGHTHOUSE_DIR = ROOT / "bench" / "lighthouse"
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
    "--disable-background-networking --disable-component-update --disable-sync"
)


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 (loopback)
        return response.read()


def first_load_js(base_url: str, html: str) -> tuple[int, list[str]]:
    """gzip bytes of every script the page loads before any interaction: the entry module
    and its modulepreloads."""
    urls = re.findall(r'<script type="module"[^>]*src="([^"]+)"', html)
    urls += re.findall(r'<link rel="modulepreload"[^>]*href="([^"]+)"', html)
    total = sum(len(gzip.compress(fetch(base_url + u), 9)) for u in urls)
    return total, urls


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
    urls = re.findall(r'src="([^"]+\.js)"', html) + re.findall(
        r'modulepreload"[^>]*href="([^"]+)"', html
    )
    return sum(len(gzip.compress((dist / u.lstrip("/")).read_bytes(), 9)) for u in urls)


def lighthouse(url: str, out: Path) -> dict[str, int]:
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
    report = json.loads(out.read_text())
    return {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES}


def main() -> int:
    if not (ROOT / "frontend" / "dist" / "routes.json").is_file():
        print("build the frontend first: make build")
        return 1
    if not (LIGHTHOUSE_DIR / "node_modules" / "lighthouse").is_dir():
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund"], cwd=LIGHTHOUSE_DIR, check=True
        )
    smtp = SmtpSink().start()
    with tempfile.TemporaryDirectory() as tmp, running_stack(Path(tmp), smtp.url) as stack:
        print(f"{'page':<16}" + "".join(f"{c:>16}" for c in CATEGORIES))
        for page in PAGES:
            scores = lighthouse(stack.base_url + page, Path(tmp) / "report.json")
            print(f"{page:<16}" + "".join(f"{scores[c]:>16}" for c in CATEGORIES))
        home_js, urls = first_load_js(stack.base_url, fetch(stack.base_url + "/").decode())
    smtp.stop()
    bare = bare_app_js()
    print(f"\nHome first-load JS: {home_js / 1024:.1f} KiB gzip in {len(urls)} files")
    print(f"Bare Vite + React + Router + Query app: {bare / 1024:.1f} KiB gzip")
    print(f"Ratio: {home_js / bare:.2f}x the bare app")
    return 0


if __name__ == "__main__":
    sys.exit(main())
