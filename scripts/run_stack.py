"""`make run`: the whole product on one machine. Starts the embedded Redis when REDIS_URL
is unset, applies migrations, loads demo content, then runs the Procfile's web and worker
processes until Ctrl-C, restarting the worker if it exits (scripts/supervisor.py), and stops
everything it started."""

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.supervisor import ProcessExited, Supervisor, stop_processes  # noqa: E402
from worker.embedded_redis import EmbeddedRedis  # noqa: E402


def flask(*args: str, env: dict) -> None:
    command = [sys.executable, "-m", "flask", "--app", "web:create_app", *args]
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def wait_until_serving(url: str, supervisor: Supervisor, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            supervisor.check()
        except ProcessExited as exc:
            raise SystemExit(f"{exc} during start-up; see the log above") from None
        try:
            with urllib.request.urlopen(url, timeout=2):  # noqa: S310 (our own loopback URL)
                return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"{url} did not answer within {timeout:.0f}s")


def main() -> int:
    env = dict(os.environ)
    instance = Path(env.get("INSTANCE_PATH") or ROOT / "instance")
    instance.mkdir(parents=True, exist_ok=True)
    env["INSTANCE_PATH"] = str(instance)
    port = env.setdefault("PORT", "5000")
    redis = None
    supervisor = Supervisor(ROOT, env)

    def on_signal(signum, _frame) -> None:
        supervisor.stopping = True  # a worker stopped by the same signal is not restarted
        if signum == signal.SIGINT:
            raise KeyboardInterrupt
        sys.exit(0)  # SIGTERM unwinds like Ctrl-C, through the finally below

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    try:
        if not env.get("REDIS_URL"):
            redis = EmbeddedRedis(instance / "redis").start()
            env["REDIS_URL"] = redis.url
            print(f"embedded Redis on {redis.socket}", flush=True)
        if not env.get("SMTP_URL"):
            print(f"no SMTP_URL: emails are written to {instance / 'outbox'}/*.eml", flush=True)
        flask("db", "upgrade", "heads", env=env)
        flask("content", "load-demo", env=env)
        gunicorn = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "web.wsgi:app"]
        supervisor.start("web", gunicorn, restart=False)
        supervisor.start("worker", [sys.executable, "-m", "worker"], restart=True)
        url = f"http://127.0.0.1:{port}"
        wait_until_serving(url + "/", supervisor)
        print(f"\n  Serving on {url}  (Ctrl-C stops web, worker and embedded Redis)\n", flush=True)
        supervisor.run()
        return 0
    except ProcessExited as exc:
        print(f"{exc}; stopping the rest", flush=True)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        supervisor.stopping = True
        stop(supervisor.processes, redis)


def stop(processes: list[subprocess.Popen], redis: EmbeddedRedis | None) -> None:
    stop_processes(processes)
    if redis:
        redis.stop()


if __name__ == "__main__":
    sys.exit(main())
