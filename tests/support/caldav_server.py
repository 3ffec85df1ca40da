"""A real CalDAV server for the calendar tests: Radicale, as its own process on a loopback
port with a plain htpasswd file (so a wrong password is refused like anywhere), spoken to
by the code under test through `caldav` and by the tests through plain HTTP (httpx), so a
test's own view of the calendar never goes through the code it checks. Each test makes a
fresh calendar collection."""

import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

from tests.support.smtp_sink import free_port

USER = "sam@example.com"
PASSWORD = "app-pass-1234"
MKCALENDAR = """<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>{name}</D:displayname>
  <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>"""


class CalDAVServer:
    def __init__(self, folder: Path):
        self.folder = folder
        self.port = free_port()
        self.log = folder / "radicale.log"
        self.process: subprocess.Popen | None = None
        (folder / "users").write_text(f"{USER}:{PASSWORD}\n")
        (folder / "config").write_text(
            "[server]\n"
            f"hosts = 127.0.0.1:{self.port}\n"
            "[auth]\n"
            "type = htpasswd\n"
            f"htpasswd_filename = {folder / 'users'}\n"
            "htpasswd_encryption = plain\n"
            # No delay after a wrong password (Radicale's default is a second).
            "delay = 0\n"
            "[storage]\n"
            f"filesystem_folder = {folder / 'collections'}\n"
            "[rights]\n"
            "type = owner_only\n"
            "[logging]\n"
            "level = warning\n"
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self, timeout: float = 30) -> "CalDAVServer":
        command = [sys.executable, "-m", "radicale", "--config", str(self.folder / "config")]
        with self.log.open("a") as out:
            self.process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"radicale exited:\n{self.log.read_text()[-2000:]}")
            try:
                httpx.get(self.url, timeout=1)
                return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError(f"radicale did not answer in {timeout:.0f}s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def _client(self) -> httpx.Client:
        return httpx.Client(auth=(USER, PASSWORD), timeout=10)

    def new_calendar(self, name: str = "Work") -> str:
        """A fresh calendar collection of the test user; its URL."""
        url = f"{self.url}{USER}/{uuid.uuid4().hex[:12]}/"
        with self._client() as client:
            answer = client.request("MKCALENDAR", url, content=MKCALENDAR.format(name=name))
            assert answer.status_code == 201, answer.text
        return url

    def put_event(self, calendar_url: str, uid: str, ics: str) -> None:
        with self._client() as client:
            answer = client.put(
                f"{calendar_url}{uid}.ics",
                content=ics.encode(),
                headers={"Content-Type": "text/calendar; charset=utf-8"},
            )
            assert answer.status_code in (201, 204), answer.text

    def calendar_text(self, calendar_url: str) -> str:
        """The whole collection as one iCalendar text (Radicale answers GET on it)."""
        with self._client() as client:
            answer = client.get(calendar_url)
            assert answer.status_code == 200, answer.text
            return answer.text
