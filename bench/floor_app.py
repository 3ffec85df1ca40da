"""The floor under bench/load_bench.py's submission figure: the least any implementation can
do and still honour "a 202 means a stored row" — the same three rows in one PostgreSQL
transaction (psycopg, no ORM, no validation, no middleware) and one RPUSH to Redis — served
by the same gunicorn.conf.py. Between the no-op and this floor lies the price of a durable
write on this machine; between this floor and POST /api/contact, the price of our code.
Not a product endpoint: it writes placeholder jobs no worker can run into its own Redis list.

    DATABASE_URL=postgresql://... REDIS_URL=redis://... \
        gunicorn -c gunicorn.conf.py --chdir bench floor_app:app"""

import json
import os
import threading
import uuid
from datetime import UTC, datetime

import psycopg
import redis
from flask import Flask, jsonify, request

app = Flask(__name__)
_local = threading.local()
_redis = redis.Redis.from_url(os.environ["REDIS_URL"])


def _connection() -> psycopg.Connection:
    if getattr(_local, "conn", None) is None:
        _local.conn = psycopg.connect(os.environ["DATABASE_URL"])
    return _local.conn


@app.post("/floor")
def floor():
    body = request.get_json(silent=True) or {}
    submission_id = str(uuid.uuid4())
    now = datetime.now(UTC).replace(tzinfo=None)
    conn = _connection()
    with conn.transaction():
        conn.execute(
            "INSERT INTO submissions (id, kind, status, attempts, email, name, is_spam,"
            " created_at, updated_at) VALUES (%s, 'contact', 'queued', 0, %s, %s, false, %s, %s)",
            (submission_id, body.get("email", ""), body.get("name"), now, now),
        )
        conn.execute(
            "INSERT INTO contact_messages (submission_id, name, email, role, message,"
            " created_at) VALUES (%s, %s, %s, %s, %s, %s)",
            (submission_id, *[body.get(k, "") for k in ("name", "email", "role", "message")], now),
        )
        conn.execute(
            # Written already done, so the stack's sweeper never tries to run it.
            "INSERT INTO outbox (job_id, func, queue, created_at, done_at)"
            " VALUES (%s, 'floor', 'floor', %s, %s)",
            (submission_id, now, now),
        )
    _redis.rpush("floor:jobs", json.dumps({"id": submission_id}))
    return jsonify({"id": submission_id, "status": "queued"}), 202
