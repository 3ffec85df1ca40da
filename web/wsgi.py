"""WSGI entry point for gunicorn: `gunicorn web.wsgi:app`."""

from pipeline import finder
from web import create_app

app = create_app()
# The finder's catalogue, read here, before gunicorn forks its workers (preload_app): the
# first sector reading a visitor's typing asks for then answers at once, not ~0.4 s later
# in each worker.
finder.infer_sector("", None)
