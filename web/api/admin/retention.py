"""/api/admin/retention: the retention schedule, read-only, for admins (the 'users' area:
like data requests, this is administering people's data). Each kind's setting and period,
what the next run would delete (count, oldest date) and the last runs' results. The
periods are changed in the environment (README, Configuration), not here."""

from flask import Blueprint, jsonify

from pipeline import retention
from web.csrf import protect_blueprint
from web.roles import guard_blueprint

bp = Blueprint("admin_retention", __name__, url_prefix="/api/admin/retention")
guard_blueprint(bp, "users")
protect_blueprint(bp)


@bp.get("")
def schedule():
    return jsonify({"kinds": retention.next_run(), "runs": retention.last_runs()})
