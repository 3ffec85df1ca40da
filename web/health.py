"""GET /healthz for load balancers and uptime checks: the database answers SELECT 1,
Redis answers PING, and at least one worker has a recent heartbeat. 200 with every check
when all pass, 503 naming the part that is down. Nothing personal, nothing secret."""

from flask import Blueprint, jsonify

from pipeline import ops

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz():
    # The same checks the job dashboard's health summary starts with (pipeline/ops/health.py).
    redis_check, worker_check, _ = ops.redis_and_worker_checks(ops.connection)
    checks = {"database": ops.database_check(), "redis": redis_check, "worker": worker_check}
    down = [name for name, check in checks.items() if not check["ok"]]
    body = {"status": "ok" if not down else "down", "checks": checks}
    if down:
        body["down"] = down
    response = jsonify(body)
    response.status_code = 503 if down else 200
    response.headers["Cache-Control"] = "no-store"
    return response
