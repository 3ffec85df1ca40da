"""/api/admin/webhooks: the Integrations screen (admins only). Endpoints that receive
signed events: list, add (its signing secret answered once), edit, delete, rotate the
secret, send a webhook.test; each endpoint's delivery log, and Redeliver."""

from flask import Blueprint, jsonify, request
from flask_login import current_user
from marshmallow import EXCLUDE, Schema, ValidationError
from marshmallow import fields as ma_fields

from pipeline import webhooks
from web.api import forms
from web.api.forms import load_json
from web.csrf import protect_blueprint
from web.errors import ApiError
from web.roles import guard_blueprint

bp = Blueprint("admin_webhooks", __name__, url_prefix="/api/admin/webhooks")
guard_blueprint(bp, "webhooks")
protect_blueprint(bp)

EVENTS_MESSAGE = "Choose at least one event."


class Events(ma_fields.List):
    def __init__(self, **kwargs):
        kwargs.setdefault("error_messages", {"required": EVENTS_MESSAGE, "null": EVENTS_MESSAGE})
        super().__init__(ma_fields.String(), **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, list) or len(value) > len(webhooks.EVENTS) * 2:
            raise ValidationError("Send the events as a list of event names.")
        if not all(isinstance(v, str) for v in value):
            raise ValidationError("Send the events as a list of event names.")
        return [v.strip()[:60] for v in value]


class EndpointSchema(Schema):
    """A new endpoint; for an edit every field is optional (partial)."""

    class Meta:
        unknown = EXCLUDE

    url = forms.Text(max_length=webhooks.URL_MAX, required_message="Enter the receiver's URL.")
    events = Events(required=True)
    description = forms.Text(max_length=webhooks.DESCRIPTION_MAX, load_default="")
    enabled = ma_fields.Boolean(error_messages={"invalid": "Say whether the endpoint is enabled."})


def _call(action, *args):
    try:
        return action(*args)
    except webhooks.WebhookError as exc:
        raise ApiError(exc.status, exc.message, exc.code, exc.fields) from None


def _secret_answer(endpoint_id: int, secret: str, status: int):
    # The secret is in this answer only, never shown again (never cached: web/no_store.py).
    response = jsonify({"endpoint": webhooks.endpoint_detail(endpoint_id), "secret": secret})
    response.status_code = status
    return response


@bp.get("")
def list_endpoints():
    return jsonify({"endpoints": webhooks.list_endpoints(), "events": webhooks.catalogue_json()})


@bp.post("")
def create():
    data = load_json(EndpointSchema())
    endpoint, secret = _call(
        webhooks.create_endpoint,
        data["url"],
        data["events"],
        data["description"],
        current_user.user_id,
    )
    return _secret_answer(endpoint.id, secret, 201)


@bp.put("/<int(max=2147483647):endpoint_id>")
def update(endpoint_id: int):
    data = load_json(EndpointSchema(partial=True))  # what is left out stays as it is
    _call(webhooks.update_endpoint, endpoint_id, data)
    return jsonify({"endpoint": webhooks.endpoint_detail(endpoint_id)})


@bp.delete("/<int(max=2147483647):endpoint_id>")
def delete(endpoint_id: int):
    _call(webhooks.delete_endpoint, endpoint_id)
    return "", 204


@bp.post("/<int(max=2147483647):endpoint_id>/rotate-secret")
def rotate_secret(endpoint_id: int):
    endpoint, secret = _call(webhooks.rotate_secret, endpoint_id)
    return _secret_answer(endpoint.id, secret, 200)


@bp.post("/<int(max=2147483647):endpoint_id>/test")
def send_test(endpoint_id: int):
    delivery_id = _call(webhooks.send_test, endpoint_id)
    return jsonify({"delivery": webhooks.delivery_detail(delivery_id)}), 202


@bp.get("/<int(max=2147483647):endpoint_id>/deliveries")
def deliveries(endpoint_id: int):
    page = request.args.get("page", "1")
    # isdecimal, not isdigit: "²" is a digit that int() rejects.
    page = int(page) if page.isdecimal() and 0 < int(page) < 100_000 else 1
    return jsonify(_call(webhooks.deliveries, endpoint_id, page))


@bp.post("/deliveries/<delivery_id>/redeliver")
def redeliver(delivery_id: str):
    return jsonify({"delivery": _call(webhooks.redeliver, delivery_id[:36])}), 202
