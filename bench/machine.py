"""The machine a bench run was measured on, for bench/RESULTS.md: figures from a 2-core
laptop and a 32-core server are not the same figures. Read from /proc and the tools
themselves; a part that can't be read says so rather than failing the report."""

from __future__ import annotations

import os
import platform
import re
import subprocess
from pathlib import Path

UNKNOWN = "unknown"


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def cpu_model() -> str:
    match = re.search(r"^model name\s*:\s*(.+)$", _read("/proc/cpuinfo"), re.M)
    return match.group(1).strip() if match else platform.processor() or UNKNOWN


def memory() -> str:
    match = re.search(r"^MemTotal:\s*(\d+) kB", _read("/proc/meminfo"), re.M)
    return f"{int(match.group(1)) / 1024**2:.1f} GiB" if match else UNKNOWN


def operating_system() -> str:
    match = re.search(r'^PRETTY_NAME="?([^"\n]+)"?', _read("/etc/os-release"), re.M)
    name = match.group(1) if match else platform.system()
    return f"{name}, {platform.system()} {platform.release()}"


def node_version() -> str:
    try:
        done = subprocess.run(["node", "--version"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return "not found"
    return done.stdout.strip() or "not found"


def describe() -> dict[str, str]:
    return {
        "CPU": cpu_model(),
        "Cores": str(os.cpu_count() or UNKNOWN),
        "Memory": memory(),
        "OS": operating_system(),
        "Python": platform.python_version(),
        "Node": node_version(),
    }
