"""GET /api/guide/download?token=...: the free guide PDF, for whoever holds a link from
the guide email (signed, no login). An expired or broken link goes back to the guide
page, which explains and offers a fresh copy."""

from flask import Blueprint, redirect, request, send_file

from pipeline import signup_tokens

bp = Blueprint("guide_download", __name__, url_prefix="/api/guide")


@bp.get("/download")
def download():
    try:
        signup_tokens.read("guide", request.args.get("token", ""))
    except signup_tokens.InvalidToken as exc:
        reason = "expired" if exc.expired else "invalid"
        return redirect(f"/smart-automation-guide?link={reason}", 303)
    # Imported here so WeasyPrint loads only if this process must render the PDF itself
    # (normally the worker already cached it while sending the email).
    from pipeline import guide_pdf

    response = send_file(
        guide_pdf.cached_pdf(),
        mimetype="application/pdf",
        download_name=guide_pdf.FILENAME,
        max_age=0,
    )
    response.headers["Cache-Control"] = "private, no-store"
    return response
