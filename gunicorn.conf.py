"""gunicorn settings shared by `make run` and the Procfile; each is an env var away."""

import os

bind = f"{os.environ.get('BIND_HOST', '127.0.0.1')}:{os.environ.get('PORT', '5000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "4"))
# On SIGTERM, requests in flight get this long to finish before workers are stopped.
graceful_timeout = 20
timeout = 30
accesslog = os.environ.get("ACCESS_LOG") or None
preload_app = True
