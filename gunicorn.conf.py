"""gunicorn settings shared by `make run` and the Procfile; each is an env var away."""

import os

# Loopback unless BIND_HOST says otherwise: in production nginx (deploy/nginx.conf) stands in
# front, because each gthread thread is held by one client until its request has arrived,
# so a few slow sockets would freeze a gunicorn that faced the internet.
bind = f"{os.environ.get('BIND_HOST', '127.0.0.1')}:{os.environ.get('PORT', '5000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "4"))
# On SIGTERM, requests in flight get this long to finish before workers are stopped.
graceful_timeout = 20
timeout = 30
accesslog = os.environ.get("ACCESS_LOG") or None
preload_app = True
