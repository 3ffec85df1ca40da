"""The salespeople's own calendars (issue 34, pipeline/calendars/) in the OpenAPI document:
connect, disconnect and read again now. The password and the feed's address are sent,
never answered."""

from web.api.admin import calendars
from web.openapi_paths import JSON, STRING, Operation, _obj

USER = {"user_id": {"type": "integer", "minimum": 1}}
WHEN = {"type": "string", "format": "date-time", "nullable": True}
TEXT = {"type": "string", "nullable": True}
CALENDAR = {
    **_obj(
        "kind", "host", "url", "username", "status", "writes_calls", "connected_at",
        "last_ok_at", "last_attempt_at", "failing_since", "last_error", "method",
        kind={"type": "string", "enum": ["caldav", "ics"]},
        host={**STRING, "description": "The server's host name alone"},
        url={**TEXT, "description": "CalDAV: the address given; an ICS feed's is never shown"},
        username=TEXT,
        status={
            "type": "string",
            "enum": ["waiting", "ok", "failing", "stale"],
            "description": "stale: no good read for BOOKING_CALENDAR_STALE_MINUTES, so this "
            "person's times are not offered",
        },
        writes_calls={"type": "boolean"},
        connected_at=WHEN,
        last_ok_at=WHEN,
        last_attempt_at=WHEN,
        failing_since=WHEN,
        last_error=TEXT,
        method={**TEXT, "enum": ["free-busy", "events", "feed", None]},
    ),
    "nullable": True,
}  # fmt: skip
PANEL = _obj(
    "calendar", "calendar_warning",
    calendar=CALENDAR,
    calendar_warning={**TEXT, "description": "Set once this person's times are not offered"},
)  # fmt: skip

CALENDAR_PATHS = [
    Operation(
        "put",
        "/api/admin/availability/{user_id}/calendar",
        "Connect or replace a salesperson's calendar (a CalDAV account, or a private ICS "
        "feed); it is read at once (admins: anyone's, sales: their own)",
        calendars.CalendarSchema,
        (200, PANEL, JSON),
        admin=True,
        path_params=USER,
    ),
    Operation(
        "delete",
        "/api/admin/availability/{user_id}/calendar",
        "Disconnect a salesperson's calendar (its busy times are forgotten; calls already "
        "written into it stay there)",
        ok=(204, None, None),
        admin=True,
        path_params=USER,
    ),
    Operation(
        "post",
        "/api/admin/availability/{user_id}/calendar/refresh",
        "Read a salesperson's calendar again now (queued for the worker)",
        ok=(202, PANEL, JSON),
        admin=True,
        path_params=USER,
    ),
]
