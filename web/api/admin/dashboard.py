"""/api/admin/dashboard: the four stat cards on /admin (spec 2.16, call 19)."""

from flask import Blueprint, jsonify

from pipeline import blog
from web.csrf import protect_blueprint
from web.roles import guard_blueprint

bp = Blueprint("admin_dashboard", __name__, url_prefix="/api/admin/dashboard")
guard_blueprint(bp, "blog")
protect_blueprint(bp)


@bp.get("")
def dashboard():
    return jsonify({"counts": blog.counts()})
