"""/api/admin/jobs: the operators' job dashboard (admin only): queue counts per state from
RQ's registries, workers, failed jobs grouped by exception type with tracebacks, the last
24 hours' throughput, health warnings, and the health summary shown at the top of the
page (answered even while Redis is down, which it then reports); retry one failed job or
a whole group, or delete."""

from flask import Blueprint, jsonify
from marshmallow import EXCLUDE, Schema
from redis.exceptions import RedisError

from pipeline import ops
from pipeline.models.db import utcnow
from web.api import forms
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import error_response
from web.roles import guard_blueprint

bp = Blueprint("admin_jobs", __name__, url_prefix="/api/admin/jobs")
guard_blueprint(bp, "jobs")
protect_blueprint(bp)

REDIS_DOWN = "Redis is not reachable, so job data can't be shown or changed. Check Redis."


@bp.errorhandler(RedisError)
def _redis_down(exc: RedisError):
    return error_response(503, REDIS_DOWN, "redis_unavailable")


@bp.errorhandler(ops.JobActionError)
def _action_failed(exc: ops.JobActionError):
    return error_response(exc.status, exc.message, "job_action_failed")


@bp.get("")
def overview():
    conn = ops.connection()
    return jsonify(
        {
            "queues": ops.queue_counts(conn),
            "workers": ops.workers(conn),
            "failed": ops.failed_groups(conn),
            "throughput": ops.last_24_hours(conn),
            "warnings": ops.warnings(conn),
            "generated_at": utcnow().isoformat(timespec="seconds") + "Z",
        }
    )


@bp.get("/health")
def health():
    body = ops.health_summary(ops.connection)
    return jsonify({**body, "generated_at": utcnow().isoformat(timespec="seconds") + "Z"})


@bp.post("/<job_id>/retry")
def retry(job_id: str):
    return jsonify(ops.retry(job_id[:100], ops.connection())), 202


class GroupSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    exc_type = forms.Text(max_length=300, required_message="Choose a group of failed jobs.")


@bp.post("/retry-group")
def retry_group():
    data = load_json(GroupSchema())
    count = ops.retry_group(data["exc_type"], ops.connection())
    return jsonify({"retried": count}), 202


@bp.delete("/<job_id>")
def delete(job_id: str):
    ops.delete_job(job_id[:100], ops.connection())
    return "", 204
