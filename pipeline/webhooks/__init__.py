"""Signed webhooks (Standard Webhooks) to the tools sales already use: the event
catalogue, staging events in the caller's transaction, the admins' endpoints, the
delivery job and its log, and erasure. What other features and web/ may call."""

from pipeline.webhooks.booking_events import (
    booking_cancelled,
    booking_created,
    booking_rescheduled,
)
from pipeline.webhooks.catalogue import EVENTS, SUBSCRIBABLE, catalogue_json
from pipeline.webhooks.emit import DELIVER, Event, hand_off, hand_off_for, staged_in_sql
from pipeline.webhooks.endpoints import DESCRIPTION_MAX, list_endpoints, rotate_secret, send_test
from pipeline.webhooks.endpoints import create as create_endpoint
from pipeline.webhooks.endpoints import delete as delete_endpoint
from pipeline.webhooks.endpoints import one as endpoint_detail
from pipeline.webhooks.endpoints import update as update_endpoint
from pipeline.webhooks.erasure import erase_payloads, erase_payloads_of, payloads_about
from pipeline.webhooks.errors import WebhookError
from pipeline.webhooks.events import (
    lead_assigned,
    lead_created,
    lead_created_event,
    lead_stage_changed,
    newsletter_confirmed,
    person_erased,
    person_id,
)
from pipeline.webhooks.history import deliveries, redeliver
from pipeline.webhooks.history import one as delivery_detail
from pipeline.webhooks.targets import URL_MAX

__all__ = [
    "DELIVER",
    "DESCRIPTION_MAX",
    "Event",
    "EVENTS",
    "SUBSCRIBABLE",
    "URL_MAX",
    "WebhookError",
    "booking_cancelled",
    "booking_created",
    "booking_rescheduled",
    "catalogue_json",
    "create_endpoint",
    "deliveries",
    "delete_endpoint",
    "delivery_detail",
    "endpoint_detail",
    "erase_payloads",
    "erase_payloads_of",
    "hand_off",
    "hand_off_for",
    "lead_assigned",
    "lead_created",
    "lead_created_event",
    "lead_stage_changed",
    "list_endpoints",
    "newsletter_confirmed",
    "payloads_about",
    "person_erased",
    "person_id",
    "redeliver",
    "rotate_secret",
    "send_test",
    "staged_in_sql",
    "update_endpoint",
]
