"""/api/admin/overview: the owner's overview (issue 27), for admins and sales; editors get
403. One call answers every chart for a range (?from=&to=, inclusive UTC days; the last
30 days by default) with the period before it; ?format=csv&chart=leads|funnels|sources|
pipeline answers that chart's table as a CSV download instead (built here, not in the
browser, so the file and the API's figures can't differ, and formula-like referrers and
UTM values are neutralised in one place). /summary is the admin dashboard's band."""

from flask import Blueprint, Response, jsonify, request

from pipeline import leads, ops
from pipeline.models.db import utcnow
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_overview", __name__, url_prefix="/api/admin/overview")
guard_blueprint(bp, "overview")
protect_blueprint(bp)

FORMATS = ("json", "csv")
BAD_FORMAT = "Choose format json or csv."
BAD_CHART = "Choose the chart to download: " + ", ".join(leads.OVERVIEW_CHARTS) + "."


def _invalid(field: str, message: str) -> ApiError:
    return ApiError(400, message, "validation_error", {field: [message]})


def _window() -> leads.Range:
    try:
        return leads.parse_range(request.args.get("from"), request.args.get("to"), utcnow().date())
    except leads.RangeError as exc:
        raise _invalid(exc.field, exc.message) from None


@bp.get("")
def overview():
    window = _window()
    wanted = request.args.get("format", "json").strip() or "json"
    if wanted not in FORMATS:
        raise _invalid("format", BAD_FORMAT)
    if wanted == "json":
        return jsonify(leads.overview_json(window, ops.connection))
    chart = request.args.get("chart", "").strip()
    if chart not in leads.OVERVIEW_CHARTS:
        raise _invalid("chart", BAD_CHART)
    filename = f"overview-{chart}-{window.start:%Y%m%d}-{window.end:%Y%m%d}.csv"
    return Response(
        leads.chart_csv(window, chart),
        content_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@bp.get("/summary")
def summary():
    return jsonify(leads.summary_json(ops.connection))
