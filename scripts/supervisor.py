"""The process runner behind `make run` (scripts/run_stack.py), doing what a supervisor
(systemd, a platform's process manager) does in production: a worker that exits is started
again, with a line in the log, after a pause that grows while it keeps exiting soon after
its start (1, 2, 4 … 30 s); the web process exiting ends the run. Once `stopping` is set (a
signal, or stop()), nothing is restarted."""

import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

# A process that ran this long before exiting is restarted at once, its pause reset.
STEADY_SECONDS = 30.0
MAX_PAUSE_SECONDS = 30.0
STOP_WAIT_SECONDS = 30.0


class ProcessExited(Exception):
    """A process that is not restarted (the web server) exited."""


@dataclass
class Child:
    name: str
    command: list[str]
    restart: bool
    process: subprocess.Popen | None = None
    started_at: float = 0.0
    quick_exits: int = 0
    restart_at: float | None = None


@dataclass
class Supervisor:
    cwd: Path
    env: dict[str, str]
    children: list[Child] = field(default_factory=list)
    stopping: bool = False

    def start(self, name: str, command: list[str], restart: bool) -> Child:
        child = Child(name, command, restart)
        self.children.append(child)
        self._spawn(child)
        return child

    @property
    def processes(self) -> list[subprocess.Popen]:
        return [c.process for c in self.children if c.process is not None]

    def _spawn(self, child: Child) -> None:
        child.process = subprocess.Popen(child.command, cwd=self.cwd, env=self.env)
        child.started_at = time.monotonic()
        child.restart_at = None
        print(f"{child.name} started (pid {child.process.pid})", flush=True)

    def check(self) -> None:
        """One look at every process: restarts the exited workers whose pause is over;
        ProcessExited when one that is not restarted has exited."""
        now = time.monotonic()
        for child in self.children:
            if self.stopping:
                return
            if child.restart_at is not None:
                if now >= child.restart_at:
                    self._spawn(child)
                continue
            code = child.process.poll()
            if code is None:
                continue
            if not child.restart:
                raise ProcessExited(f"{child.name} (pid {child.process.pid}) exited with {code}")
            ran = now - child.started_at
            child.quick_exits = child.quick_exits + 1 if ran < STEADY_SECONDS else 0
            pause = 0.0
            if child.quick_exits:
                pause = min(2.0 ** (child.quick_exits - 1), MAX_PAUSE_SECONDS)
            print(f"{child.name} (pid {child.process.pid}) exited with {code} after {ran:.0f} s; "
                  f"restarting it in {pause:.0f} s", flush=True)  # fmt: skip
            child.restart_at = now + pause

    def run(self, interval: float = 0.5) -> None:
        """check() until a process that is not restarted exits (ProcessExited)."""
        while not self.stopping:
            self.check()
            time.sleep(interval)

    def stop(self) -> None:
        """No more restarts; SIGTERM to every process, then up to 30 s each before a kill."""
        self.stopping = True
        stop_processes(self.processes)


def stop_processes(processes: list[subprocess.Popen]) -> None:
    for p in processes:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in processes:
        try:
            p.wait(timeout=STOP_WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            p.kill()
