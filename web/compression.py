"""Compress dynamic responses (HTML pages, JSON, feeds) with brotli or gzip. Hashed assets
are compressed once at build time instead (web/pages/frontend.py serves those copies)."""

from flask import Flask
from flask_compress import Compress

compress = Compress()

MIMETYPES = [
    "text/html",
    "text/css",
    "text/plain",
    "text/xml",
    "application/json",
    "application/javascript",
    "application/xml",
    "application/rss+xml",
    "image/svg+xml",
]


def init_compression(app: Flask) -> None:
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip"])
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_STREAMS", False)  # files are served precompressed or small
    app.config.setdefault("COMPRESS_BR_LEVEL", 5)
    compress.init_app(app)
