"""GET /api/finder/{token} in the OpenAPI document with its answer's whole shape (issue 35):
the run's status and stage, the visitor-safe error, and once the check passed the three
tools and what the visitor told us, with the sector shown and whether they chose it
(pipeline/finder/status.py). Schemathesis checks real answers against it
(tests/fuzz/test_finder_answers.py)."""

from web.openapi_paths import JSON, STRING, Operation, _obj

NULLABLE_STRING = {"type": "string", "nullable": True}


def _closed(schema: dict) -> dict:
    """An object that has exactly the properties listed: the answer is described whole."""
    return {**schema, "additionalProperties": False}


TOOL = _closed(
    _obj(
        "name", "category", "summary", "rationale", "website",
        name={**STRING, "description": "the tool's name"},
        category={**STRING, "description": "its category's label (\"Customer service\")"},
        summary={**STRING, "description": "one plain line on what it is"},
        rationale={**STRING, "description": "why it fits this visitor, in 2-4 sentences"},
        website={**STRING, "format": "uri", "description": "the vendor's https page"},
    )
)  # fmt: skip
USER_INPUT = _closed(
    _obj(
        "businessGoal", "mainChallenge", "companyName", "companySize",
        businessGoal={"type": "array", "items": STRING, "description": "the goals' labels"},
        mainChallenge={"type": "array", "items": STRING, "description": "the challenges' labels"},
        companyName=STRING,
        companySize={**STRING, "description": "the size's label (\"6-20 employees\")"},
        sector={
            **STRING,
            "description": "what completes \"We read you as: ...\" or \"You told us you are: "
            "...\" (\"a legal practice\"); absent for a run made before sectors were read",
        },
        sectorChosen={
            "type": "boolean",
            "description": "true: the visitor chose the sector; false: the finder read it",
        },
    )
)  # fmt: skip
RESULTS = {
    **_closed(
        _obj(
            "recommendations", "userInput",
            recommendations={"type": "array", "items": TOOL, "maxItems": 3},
            userInput=USER_INPUT,
        )
    ),
    "nullable": True,
    "description": "null until the browser, email and PDF were checked to agree",
}  # fmt: skip
STATUS = _closed(
    _obj(
        "id", "status", "stage", "error", "results",
        id={**STRING, "description": "the results token"},
        status={"type": "string", "enum": ["queued", "running", "succeeded", "failed"]},
        stage={
            "type": "string",
            "nullable": True,
            "enum": ["generate", "render", "check", "deliver", "done", None],
        },
        error={**NULLABLE_STRING, "description": "the message for the visitor, when it failed"},
        results=RESULTS,
    )
)  # fmt: skip

FINDER_PATHS = [
    Operation(
        "get",
        "/api/finder/{token}",
        "AI Tool Finder status and results (with wait=<status>:<stage>, once they differ)",
        ok=(200, STATUS, JSON),
        path_params={"token": STRING},
        query={"wait": {"type": "string", "maxLength": 40}},
    ),
]
