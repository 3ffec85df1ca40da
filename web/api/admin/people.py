"""/api/admin/people: leads grouped into people by email address (admin and sales). The
list takes the inbox's filters (a person is listed when one of their leads matches); a
person's page is addressed by any of their lead ids, so no address is ever in a URL."""

from flask import Blueprint, jsonify, request

from pipeline import leads
from web.api.admin.leads import lead_filter
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_people", __name__, url_prefix="/api/admin/people")
guard_blueprint(bp, "leads")
protect_blueprint(bp)


@bp.get("")
def list_people():
    page = request.args.get("page", "1")
    page = int(page) if page.isdecimal() and 0 < int(page) < 100_000 else 1
    return jsonify(leads.list_people(lead_filter(), page))


@bp.get("/<lead_id>")
def get_person(lead_id: str):
    found = leads.person_detail(lead_id[:36])
    if found is None:
        raise ApiError(404, "That person no longer has any leads here.", "not_found")
    return jsonify({"person": found})
