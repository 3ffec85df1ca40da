"""GET /healthz for load balancers and uptime checks: the database answers SELECT 1,
Redis answers PING, and at least one worker has a recent heartbeat. 200 with every check
when all pass, 503 naming the part that is down. Nothing personal, nothing secret."""

from flask import Blueprint, jsonify
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError

from pipeline import ops
from pipeline.db import db

bp = Blueprint("health", __name__)


def _database() -> dict:
    try:
        db.session.execute(db.text("SELECT 1"))
        return {"ok": True}
    except SQLAlchemyError as exc:
        db.session.rollback()
        return {"ok": False, "error": f"database unreachable ({exc.__class__.__name__})"}


def _redis_and_worker() -> tuple[dict, dict]:
    try:
        conn = ops.connection()
        conn.ping()
    except RedisError as exc:
        down = {"ok": False, "error": f"redis unreachable ({exc.__class__.__name__})"}
        return down, {"ok": False, "error": "unknown: redis unreachable"}
    try:
        workers = len(ops.live_workers(conn))
    except RedisError as exc:
        return {"ok": True}, {"ok": False, "error": f"could not list workers ({exc})"}
    if not workers:
        return {"ok": True}, {"ok": False, "error": "no live worker registered"}
    return {"ok": True}, {"ok": True, "live": workers}


@bp.get("/healthz")
def healthz():
    redis_check, worker_check = _redis_and_worker()
    checks = {"database": _database(), "redis": redis_check, "worker": worker_check}
    down = [name for name, check in checks.items() if not check["ok"]]
    body = {"status": "ok" if not down else "down", "checks": checks}
    if down:
        body["down"] = down
    response = jsonify(body)
    response.status_code = 503 if down else 200
    response.headers["Cache-Control"] = "no-store"
    return response
