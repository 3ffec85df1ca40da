"""GET /api/guide/download?token=...: the free guide PDF, for whoever holds a link from
the guide email (signed, no login). An expired or broken link goes back to the guide
page, which explains and offers a fresh copy."""

from flask import Blueprint, redirect, request, send_file

from pipeline import signups

bp = Blueprint("guide_download", __name__, url_prefix="/api/guide")


@bp.get("/download")
def download():
    try:
        signups.read_token("guide", request.args.get("token", ""))
    except signups.InvalidToken as exc:
        reason = "expired" if exc.expired else "invalid"
        return redirect(f"/smart-automation-guide?link={reason}", 303)
    # signups loads the PDF code (WeasyPrint) on first use, so only a process that must
    # render the PDF itself pays for it (normally the worker already cached it).
    response = send_file(
        signups.cached_pdf(),
        mimetype="application/pdf",
        download_name=signups.FILENAME,
        max_age=0,
    )
    response.headers["Cache-Control"] = "private, no-store"
    return response
