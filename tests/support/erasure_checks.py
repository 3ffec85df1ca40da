"""Where an erased address might linger: the database's every column, files under given
folders (.eml bodies decoded), and every Redis key and value. Each returns what still
mentions it, so a test of erasure asserts an empty list."""

import os
from email import message_from_bytes, policy
from pathlib import Path

from redis import Redis

from pipeline.models.db import db


def tables_mentioning(app, needle: str) -> list[str]:
    found = []
    with app.app_context():
        for table in db.metadata.sorted_tables:
            for row in db.session.execute(db.select(table)).all():
                for column, value in zip(table.columns, row, strict=True):
                    raw = value if isinstance(value, bytes) else str(value).encode()
                    if needle.encode() in raw.lower():
                        found.append(f"{table.name}.{column.name}")
    return sorted(set(found))


def file_mentions(path: Path, needle: str) -> bool:
    raw = path.read_bytes()
    if needle.encode() in raw.lower():
        return True
    if path.suffix == ".eml":
        message = message_from_bytes(raw, policy=policy.default)
        for part in message.walk():
            if part.get_content_maintype() == "text" and needle in part.get_content().lower():
                return True
    return False


def files_mentioning(folders: list[Path], needle: str) -> list[str]:
    found = []
    for folder in folders:
        for root, _, names in os.walk(folder):
            for name in names:
                path = Path(root) / name
                if path.is_file() and file_mentions(path, needle):
                    found.append(str(path))
    return found


def redis_mentions(url: str, needles: list[str]) -> list[str]:
    conn = Redis.from_url(url)
    found = []
    for key in conn.scan_iter(count=500):
        kind = conn.type(key).decode()
        if kind == "string":
            values = [conn.get(key) or b""]
        elif kind == "hash":
            values = [b"%s=%s" % kv for kv in conn.hgetall(key).items()]
        elif kind == "list":
            values = conn.lrange(key, 0, -1)
        elif kind == "set":
            values = list(conn.smembers(key))
        elif kind == "zset":
            values = conn.zrange(key, 0, -1)
        elif kind == "stream":
            values = [repr(entry).encode() for entry in conn.xrange(key)]
        else:
            values = []
        blob = key + b" " + b" ".join(values)
        found += [f"{key!r} holds {n}" for n in needles if n.encode() in blob.lower()]
    return found
