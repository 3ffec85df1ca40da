"""Security headers on every response (Flask-Talisman): a Content-Security-Policy with no
inline scripts, no framing, a strict referrer policy, nosniff, and HSTS when the request
came over HTTPS. Behind a reverse proxy, TRUSTED_PROXIES tells Flask to believe its
X-Forwarded-* headers so HTTPS is recognised."""

from flask import Flask, current_app, request
from flask_talisman import Talisman
from werkzeug.datastructures import Headers
from werkzeug.middleware.proxy_fix import ProxyFix

from web.errors import error_response

CSP = {
    "default-src": "'self'",
    "script-src": "'self'",
    # React sets style attributes; styles can't run code, scripts stay strict.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: https:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "frame-src": "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
}


class FixedHeadersTalisman(Talisman):
    """Flask-Talisman, with the headers that are the same on every response worked out once.

    Talisman rebuilds them per response (copying its options four times and joining the
    policy): ~55 us, a tenth of what a funnel event costs a web worker (bench/events_bench.py).
    The app sets no per-view options, no nonce and doesn't force HTTPS, so only HSTS (sent
    over HTTPS alone) depends on the request; a view that ever gets its own options is
    served by Talisman's own code."""

    _fixed: list[tuple[str, str]] | None = None

    def _has_view_options(self) -> bool:
        view = current_app.view_functions.get(request.endpoint or "")
        return hasattr(view, "talisman_view_options")

    def _force_https(self):
        if self.force_https or self._has_view_options():
            return super()._force_https()
        return None

    def _make_nonce(self):
        if self.content_security_policy_nonce_in or self._has_view_options():
            super()._make_nonce()

    def _set_response_headers(self, response):
        if self.content_security_policy_nonce_in or self._has_view_options():
            return super()._set_response_headers(response)
        if self._fixed is None:
            scratch = Headers()
            options = self._get_local_options()
            for set_headers in (
                self._set_feature_policy_headers,
                self._set_permissions_policy_headers,
                self._set_document_policy_headers,
                self._set_frame_options_headers,
                self._set_content_security_policy_headers,
            ):
                set_headers(scratch, options)
            self._set_referrer_policy_headers(scratch)
            self._fixed = list(scratch.items())
        for name, value in self._fixed:
            response.headers[name] = value
        self._set_hsts_headers(response.headers)
        return response


talisman = FixedHeadersTalisman()
NULL_BYTE = "The address contains a character we can't accept (a null byte)."


def _refuse_null_bytes():
    # PostgreSQL can't compare or store NUL in text: a %00 in a path segment or query value
    # would reach a lookup and end as a 500, so it is refused once, for every route.
    args = request.args.items(multi=True)
    if "\x00" in request.path or any("\x00" in k or "\x00" in v for k, v in args):
        return error_response(400, NULL_BYTE, "bad_request")
    return None


def init_security(app: Flask) -> None:
    app.before_request(_refuse_null_bytes)
    proxies = int(app.config.get("TRUSTED_PROXIES", 0))
    if proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies)
    talisman.init_app(
        app,
        force_https=False,  # TLS ends at the proxy or load balancer; HSTS still goes out on HTTPS
        strict_transport_security=True,
        strict_transport_security_max_age=365 * 24 * 3600,
        content_security_policy=CSP,
        frame_options="DENY",
        referrer_policy="strict-origin-when-cross-origin",
        session_cookie_secure=app.config["SESSION_COOKIE_SECURE"],
        session_cookie_http_only=True,
        permissions_policy={"camera": "()", "microphone": "()", "geolocation": "()"},
    )
