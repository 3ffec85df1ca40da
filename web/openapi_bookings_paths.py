"""Sales' actions on a discovery call from the lead's page (issue 34) in the OpenAPI
document: the times it could move to, move, cancel, and its outcome (web/api/admin/
bookings.py), with the call's full shape as the lead detail shows it."""

from web.api.admin.bookings import MoveSchema, OutcomeSchema
from web.openapi_booking_paths import INSTANT, SLOT
from web.openapi_paths import JSON, STRING, Operation, _obj

NULLABLE = {"type": "string", "nullable": True}
PERSON = _obj("id", "email", "name", id={"type": "integer"}, email=NULLABLE, name=NULLABLE)
CALL = _obj(
    "id", "lead_id", "title", "start", "end", "visitor_timezone", "status", "status_label",
    "outcome", "outcome_label", "salesperson", "meeting", "name", "email", "company",
    "phone", "message", "finder_run_id", "plan", "plan_label", "created_at", "cancelled_at",
    "history", "can_reschedule", "can_cancel", "can_mark_outcome",
    id=STRING, lead_id=STRING, title=STRING, start=INSTANT, end=INSTANT,
    visitor_timezone=STRING,
    status={"type": "string", "enum": ["confirmed", "cancelled"]},
    status_label=STRING,
    outcome={"type": "string", "enum": ["attended", "no_show"], "nullable": True},
    outcome_label=NULLABLE,
    salesperson=PERSON,
    meeting=_obj("kind", kind={"type": "string", "enum": ["video", "phone"]}, url=STRING,
                 phone=STRING),
    name=STRING, email=STRING, company=STRING, phone=NULLABLE,
    message={**NULLABLE, "description": "What the visitor wants to talk about (sales only)"},
    finder_run_id=NULLABLE, plan=NULLABLE, plan_label=NULLABLE,
    created_at=NULLABLE, cancelled_at=NULLABLE,
    history={"type": "array", "items": _obj(
        "change", "label", "at",
        change={"type": "string", "enum": ["confirmed", "rescheduled", "cancelled"]},
        label=STRING, at=NULLABLE)},
    can_reschedule={"type": "boolean"}, can_cancel={"type": "boolean"},
    can_mark_outcome={"type": "boolean"},
)  # fmt: skip
ANSWER = (200, _obj("call", call=CALL), JSON)
CALL_ID = {"booking_id": {"type": "string", "maxLength": 36}}
TAKEN = {"409": "Taken meanwhile: error.code slot_taken, with up to 6 alternatives"}

BOOKINGS_PATHS = [
    Operation(
        "get",
        "/api/admin/bookings/{booking_id}/times",
        "Where a call could move: its salesperson's free times (admins every call, sales "
        "the calls booked with them)",
        ok=(
            200,
            _obj(
                "business_timezone",
                "slots",
                business_timezone=STRING,
                slots={"type": "array", "items": SLOT},
            ),
            JSON,
        ),  # fmt: skip
        admin=True,
        path_params=CALL_ID,
    ),
    Operation(
        "post",
        "/api/admin/bookings/{booking_id}/reschedule",
        "Move a call to another free time of its salesperson, until it starts; the visitor "
        "and the salesperson get the change and its invitation",
        MoveSchema,
        ANSWER,
        admin=True,
        path_params=CALL_ID,
        extra=TAKEN,
    ),
    Operation(
        "post",
        "/api/admin/bookings/{booking_id}/cancel",
        "Cancel a call, until it starts; the visitor and the salesperson are told",
        ok=ANSWER,
        admin=True,
        path_params=CALL_ID,
    ),
    Operation(
        "post",
        "/api/admin/bookings/{booking_id}/outcome",
        "Mark a call that has started attended or a no-show (null clears it)",
        OutcomeSchema,
        ANSWER,
        admin=True,
        path_params=CALL_ID,
    ),
]
