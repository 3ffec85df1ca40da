"""The retention schedule's admin page (issue 28) in the OpenAPI document, with its
answer's full shape (pipeline/retention/)."""

from web.openapi_paths import JSON, STRING, Operation, _obj

COUNT = {"type": "integer", "minimum": 0}
WHEN = {"type": "string", "format": "date-time", "nullable": True}
KIND = _obj(
    "kind", "label", "setting", "period", "unit", "period_text", "then", "due",
    kind=STRING,
    label=STRING,
    setting={"type": "string", "nullable": True, "description": "the environment variable"},
    period={"type": "integer", "nullable": True},
    unit={"type": "string", "enum": ["days", "months"], "nullable": True},
    period_text={**STRING, "description": "\"24 months\", or what it is kept with"},
    then=STRING,
    due={
        **_obj("count", "oldest", count=COUNT,
               oldest={"type": "string", "nullable": True,
                       "description": "date-time, or a date for daily totals"}),
        "nullable": True,
        "description": "what the next run would delete; null: deleted with another kind",
    },
)  # fmt: skip
RUN = _obj(
    "id", "trigger", "status", "started_at", "finished_at", "counts", "error",
    id=COUNT,
    trigger={"type": "string", "enum": ["schedule", "cli"]},
    status={"type": "string", "enum": ["running", "succeeded", "failed"]},
    started_at=WHEN,
    finished_at=WHEN,
    counts={"type": "object", "additionalProperties": COUNT},
    error={"type": "string", "nullable": True},
)  # fmt: skip
SCHEDULE = _obj(
    "kinds", "runs",
    kinds={"type": "array", "items": KIND},
    runs={"type": "array", "items": RUN, "maxItems": 10},
)  # fmt: skip

RETENTION_PATHS = [
    Operation(
        "get",
        "/api/admin/retention",
        "The retention schedule: each kind's period, what the next run would delete, and "
        "the last 10 runs (admins only)",
        ok=(200, SCHEDULE, JSON),
        admin=True,
    ),
]
