"""The discovery-call booking API (issue 34) in the OpenAPI document: the public slots,
booking and manage-link endpoints, and the admin's availability endpoints."""

from web.api.public import booking
from web.openapi_paths import JSON, STRING, TOKEN, Operation, _obj

INSTANT = {"type": "string", "format": "date-time"}
SLOT = _obj("start", start=INSTANT)
EVENT = _obj(
    "title", "description", "duration_minutes", "meeting",
    title=STRING, description=STRING, duration_minutes={"type": "integer"},
    meeting={"type": "string", "enum": ["video", "phone"]},
)  # fmt: skip
SLOTS = _obj(
    "event", "business_timezone", "window", "slots",
    event=EVENT, business_timezone=STRING,
    window=_obj("from", "to", **{"from": INSTANT, "to": INSTANT}),
    slots={"type": "array", "items": SLOT},
)  # fmt: skip
BOOKING = _obj(
    "id", "start", "end", "timezone", "title", "duration_minutes", "status", "meeting",
    "manage_url", "ics_url", "google_url", "outlook_url", "can_change",
    id=STRING, start=INSTANT, end=INSTANT, timezone=STRING, title=STRING,
    duration_minutes={"type": "integer"},
    status={"type": "string", "enum": ["confirmed", "cancelled"]},
    meeting=_obj("kind", kind={"type": "string", "enum": ["video", "phone"]}, url=STRING,
                 phone=STRING),
    manage_url=STRING, ics_url=STRING, google_url=STRING, outlook_url=STRING,
    can_change={"type": "boolean"},
)  # fmt: skip
TAKEN = {"409": "Taken meanwhile: error.code slot_taken, with up to 6 alternatives"}
MANAGE = {"token": TOKEN}
RANGE = {
    "from": {**INSTANT, "description": "Default now; clamped to the booking window"},
    "to": {**INSTANT, "description": "Default now + BOOKING_WINDOW_DAYS; clamped"},
    "run": {"type": "string", "maxLength": 36, "description": "A finder run id"},
}
USER = {"user_id": {"type": "integer", "minimum": 1}}
HOURS = {"type": "array", "items": {"type": "array", "items": STRING, "minItems": 2,
                                    "maxItems": 2}}  # fmt: skip
AVAILABILITY = _obj(
    "takes_calls", "timezone", "weekly_hours", "buffer_before_minutes",
    "buffer_after_minutes", "min_notice_minutes",
    takes_calls={"type": "boolean"}, timezone=STRING,
    weekly_hours={"type": "object", "additionalProperties": HOURS},
    buffer_before_minutes={"type": "integer", "minimum": 0},
    buffer_after_minutes={"type": "integer", "minimum": 0},
    min_notice_minutes={"type": "integer", "minimum": 0},
    max_calls_per_day={"type": "integer", "minimum": 0, "nullable": True},
)  # fmt: skip
OVERRIDE = _obj(
    "day", "intervals", day={"type": "string", "format": "date"}, intervals=HOURS,
    note={"type": "string", "nullable": True, "maxLength": 200},
)  # fmt: skip
PEOPLE = _obj("people", people={"type": "array", "items": {"type": "object"}})

BOOKING_PATHS = [
    Operation(
        "get",
        "/api/booking/slots",
        "Free start times of the discovery call (UTC instants), with the call's details",
        ok=(200, SLOTS, JSON),
        query=RANGE,
    ),
    Operation(
        "post",
        "/api/booking",
        "Book a discovery call at one of the free instants (a suspect request is answered "
        "the same way and books nothing)",
        booking.BookingSchema,
        (201, _obj("booking", booking=BOOKING), JSON),
        extra=TAKEN,
    ),
    Operation(
        "get",
        "/api/booking/manage/{token}",
        "A booking, by its signed link",
        ok=(200, BOOKING, JSON),
        path_params=MANAGE,
    ),
    Operation(
        "post",
        "/api/booking/manage/{token}/reschedule",
        "Move a booking to another free time (until the minimum notice)",
        booking.MoveSchema,
        (200, BOOKING, JSON),
        path_params=MANAGE,
        extra=TAKEN,
    ),
    Operation(
        "post",
        "/api/booking/manage/{token}/cancel",
        "Cancel a booking (until the minimum notice)",
        ok=(200, BOOKING, JSON),
        path_params=MANAGE,
    ),
    Operation(
        "get",
        "/api/booking/manage/{token}/invite.ics",
        "The booking's invitation (METHOD:REQUEST, or CANCEL once cancelled)",
        ok=(200, None, "text/calendar"),
        path_params=MANAGE,
    ),
    Operation(
        "get",
        "/api/admin/availability",
        "Sales accounts' discovery-call availability (sales: only their own)",
        ok=(200, PEOPLE, JSON),
        admin=True,
    ),
    Operation(
        "put",
        "/api/admin/availability/{user_id}",
        "Set a salesperson's availability",
        AVAILABILITY,
        (200, _obj("availability", availability=AVAILABILITY), JSON),
        admin=True,
        path_params=USER,
    ),
    Operation(
        "post",
        "/api/admin/availability/{user_id}/overrides",
        "Set one day's other hours ([] = a day off); a day set again is replaced",
        OVERRIDE,
        (201, _obj("override", override=OVERRIDE), JSON),
        admin=True,
        path_params=USER,
    ),
    Operation(
        "delete",
        "/api/admin/availability/{user_id}/overrides/{override_id}",
        "Remove a date override",
        ok=(204, None, None),
        admin=True,
        path_params={**USER, "override_id": {"type": "integer", "minimum": 1}},
    ),
    Operation(
        "get",
        "/api/admin/availability/{user_id}/preview",
        "The next 7 days' free times of one salesperson, as visitors would see them",
        ok=(200, SLOTS, JSON),
        admin=True,
        path_params=USER,
    ),
]
