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
    newsletter_sent,
    person_erased,
    person_id,
)
from pipeline.webhooks.history import deliveries, redeliver
from pipeline.webhooks.history import one as delivery_detail
from pipeline.webhooks.targets import URL_MAX, TargetRefused
from pipeline.webhooks.targets import Wording as TargetWording
from pipeline.webhooks.targets import as_address as target_address
from pipeline.webhooks.targets import check_addresses as check_target_addresses
from pipeline.webhooks.targets import check_on_save as check_target

__all__ = [
    "DELIVER",
    "DESCRIPTION_MAX",
    "Event",
    "EVENTS",
    "SUBSCRIBABLE",
    "TargetRefused",
    "TargetWording",
    "URL_MAX",
    "WebhookError",
    "booking_cancelled",
    "booking_created",
    "booking_rescheduled",
    "catalogue_json",
    "check_target",
    "check_target_addresses",
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
    "newsletter_sent",
    "payloads_about",
    "person_erased",
    "person_id",
    "redeliver",
    "rotate_secret",
    "send_test",
    "staged_in_sql",
    "target_address",
    "update_endpoint",
]
