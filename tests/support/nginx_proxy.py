"""nginx on loopback in front of a test's gunicorn, running the site configuration shipped
for production (deploy/nginx.conf) with only its ports changed. The main nginx.conf around it
is this test's own (pid, logs and buffering files in the test's folder), as Debian's
/etc/nginx/nginx.conf is in production."""

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

from tests.support.smtp_sink import free_port
from tests.support.stack_process import ROOT

SITE_CONF = ROOT / "deploy" / "nginx.conf"
LISTEN = "listen 80;"
LISTEN_V6 = "listen [::]:80;"
UPSTREAM = "server 127.0.0.1:5000"


def nginx_binary() -> str | None:
    """Debian puts nginx in /usr/sbin, which a non-root PATH may not include."""
    found = shutil.which("nginx") or "/usr/sbin/nginx"
    return found if os.access(found, os.X_OK) else None


def site_conf(port: int, upstream_port: int) -> str:
    """deploy/nginx.conf listening on 127.0.0.1:`port`, proxying to `upstream_port`."""
    text = SITE_CONF.read_text()
    for anchor in (LISTEN, LISTEN_V6, UPSTREAM):
        # The test must run the shipped file, so a change to these lines must reach it.
        assert text.count(anchor) == 1, f"deploy/nginx.conf should say {anchor!r} once"
    text = text.replace(LISTEN, f"listen 127.0.0.1:{port};")
    text = text.replace(LISTEN_V6, "")
    return text.replace(UPSTREAM, f"server 127.0.0.1:{upstream_port}")


def main_conf(folder: Path, site: Path) -> str:
    temp = "\n".join(
        f"    {kind}_temp_path {folder / kind};"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    # As root nginx would hand its workers to `nobody`, who can't enter pytest's folders.
    user = "user root root;" if os.geteuid() == 0 else ""
    return f"""{user}
daemon off;
worker_processes 1;
pid {folder / "nginx.pid"};
error_log {folder / "error.log"} info;
events {{ worker_connections 1024; }}
http {{
    access_log {folder / "access.log"};
{temp}
    include {site};
}}
"""


class NginxProxy:
    def __init__(self, folder: Path, upstream_port: int):
        self.folder = folder
        self.upstream_port = upstream_port
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 10) -> "NginxProxy":
        binary = nginx_binary()
        assert binary, "nginx is missing: `make test` installs Debian's nginx-light"
        self.folder.mkdir(parents=True, exist_ok=True)
        site = self.folder / "site.conf"
        site.write_text(site_conf(self.port, self.upstream_port))
        conf = self.folder / "nginx.conf"
        conf.write_text(main_conf(self.folder, site))
        log = (self.folder / "nginx.out").open("w")
        self.process = subprocess.Popen(
            [binary, "-p", str(self.folder), "-c", str(conf)], stdout=log, stderr=log
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"nginx exited: {(self.folder / 'nginx.out').read_text()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), 1):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("nginx did not start listening")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)  # nginx's fast shut-down: drops what's open
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
