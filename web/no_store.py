"""Cache-Control: no-store on every answer to an authenticated API request, set once here
rather than by each route: a route added later can't forget it.

Authenticated means the admin and account APIs (/api/admin/*, /api/auth/*: leads, people,
sessions, who is signed in), whatever the answer (an error names what exists too), and any
other /api/ answer given to a browser that holds a signed-in session. Without it a browser
may keep a lead's details on disk after sign-out, or a shared proxy may serve them on."""

from flask import Flask, Response, current_app, request, session

PRIVATE_PREFIXES = ("/api/admin/", "/api/auth/")


def _signed_in() -> bool:
    # Only a request carrying the session cookie can be signed in; looking at the session
    # otherwise would add "Vary: Cookie" to every visitor's answer for nothing.
    if current_app.config["SESSION_COOKIE_NAME"] not in request.cookies:
        return False
    return "_user_id" in session  # Flask-Login's key: present while signed in


def _no_store(response: Response) -> Response:
    path = request.path
    if path.startswith(PRIVATE_PREFIXES) or (path.startswith("/api/") and _signed_in()):
        response.headers["Cache-Control"] = "no-store"
    return response


def init_no_store(app: Flask) -> None:
    app.after_request(_no_store)
