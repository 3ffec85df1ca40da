"""The owner's overview (issue 27) in the OpenAPI document: its two operations and the full
shape of their answers, so the admin page and the fuzz tests read the same contract the
server keeps (pipeline/leads/overview/)."""

from web.openapi_paths import JSON, STRING, Operation, _obj

COUNT = {"type": "integer", "minimum": 0}
NULLABLE_COUNT = {**COUNT, "nullable": True}
SHARE = {"type": "number", "nullable": True}
DAY = {"type": "string", "format": "date"}
DAY_QUERY = {
    "type": "string",
    "pattern": r"^\d{4}-\d{2}-\d{2}$",
    "description": "YYYY-MM-DD, an inclusive UTC day",
}

RANGE = _obj(
    "from", "to", "previousFrom", "previousTo", "bucket",
    **{"from": DAY, "to": DAY, "previousFrom": DAY, "previousTo": DAY},
    bucket={"type": "string", "enum": ["day", "week"]},
)  # fmt: skip
SERIES_KEYS = ("contact", "guide", "earlyAccess", "newsletter", "finder", "booking")
LEADS = _obj(
    "total", "previousTotal", "series",
    total=COUNT,
    previousTotal=COUNT,
    series={
        "type": "array",
        "items": _obj("period", *SERIES_KEYS, period=DAY, **dict.fromkeys(SERIES_KEYS, COUNT)),
    },
)  # fmt: skip
STEP = _obj(
    "step", "question", "label", "count", "previous", "dropOff",
    step={"type": "string", "enum": ["view", "start", "answer", "submit", "result", "cta",
                                     "booking_confirmed"]},
    question={"type": "string", "nullable": True},
    label=STRING,
    count=COUNT,
    previous=COUNT,
    dropOff=SHARE,
)  # fmt: skip
FUNNEL = _obj("flow", "label", "steps", flow=STRING, label=STRING,
              steps={"type": "array", "items": STEP})  # fmt: skip
SOURCE = _obj(
    "referrerHost", "utmSource", "utmMedium", "utmCampaign", "visits", "leads", "callsBooked",
    "qualified", "won", "wonMonthlyValue",
    referrerHost=STRING, utmSource=STRING, utmMedium=STRING, utmCampaign=STRING,
    visits=COUNT, leads=COUNT, callsBooked=COUNT, qualified=COUNT, won=COUNT,
    wonMonthlyValue={"type": "number", "minimum": 0},
)  # fmt: skip
STAGE = _obj("stage", "label", "reached", "conversion", stage=STRING, label=STRING,
             reached=COUNT, conversion=SHARE)  # fmt: skip
PIPELINE = _obj(
    "stages", "medianHoursToFirstContact", "medianDaysToWon", "calls",
    stages={"type": "array", "items": STAGE},
    medianHoursToFirstContact=SHARE,
    medianDaysToWon=SHARE,
    calls=_obj("booked", "attended", "noShow", booked=COUNT, attended=COUNT, noShow=COUNT),
)  # fmt: skip
HEALTH = _obj(
    "jobsFailing", "emailsNotSent", "webhooksFailing",
    jobsFailing={**NULLABLE_COUNT, "description": "null while Redis is unreachable"},
    emailsNotSent=COUNT,
    webhooksFailing=COUNT,
)  # fmt: skip
SUBSCRIBERS = _obj(
    "size", "joined", "left", "previousJoined", "previousLeft", "series",
    size={**COUNT, "description": "confirmed newsletter subscribers now"},
    joined=COUNT, left=COUNT, previousJoined=COUNT, previousLeft=COUNT,
    series={
        "type": "array",
        "items": _obj("period", "joined", "left", period=DAY, joined=COUNT, left=COUNT),
    },
)  # fmt: skip
OVERVIEW = _obj(
    "range", "leads", "funnels", "sources", "pipeline", "health", "subscribers",
    range=RANGE,
    leads=LEADS,
    funnels={"type": "array", "items": FUNNEL},
    sources={"type": "array", "items": SOURCE},
    pipeline=PIPELINE,
    health=HEALTH,
    subscribers=SUBSCRIBERS,
)  # fmt: skip
SUMMARY = _obj(
    "leadsThisWeek", "leadsLastWeek", "followUpsDueToday", "health",
    leadsThisWeek=COUNT, leadsLastWeek=COUNT, followUpsDueToday=COUNT, health=HEALTH,
)  # fmt: skip

OVERVIEW_PATHS = [
    Operation(
        "get",
        "/api/admin/overview",
        "The owner's overview for a range, against the period before it (format=csv&chart=: "
        "one chart's table as a CSV download)",
        ok=(200, OVERVIEW, JSON),
        admin=True,
        query={
            "from": DAY_QUERY,
            "to": DAY_QUERY,
            "format": {"type": "string", "enum": ["json", "csv"]},
            "chart": {"type": "string", "enum": ["leads", "funnels", "sources", "pipeline"]},
        },
        also_media=("text/csv",),
    ),
    Operation(
        "get",
        "/api/admin/overview/summary",
        "The admin dashboard's band: leads this week and last, follow-ups due, health",
        ok=(200, SUMMARY, JSON),
        admin=True,
    ),
]
