"""Call 11: the newest finder test records with their consistency results, for whoever
investigates a report of differing tools. A helper only: no screen uses it."""

from __future__ import annotations

import logging

from sqlalchemy.exc import SQLAlchemyError

from pipeline.db import db
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.finder_test import AiToolFinderTest

log = logging.getLogger(__name__)

DEFAULT_LIMIT = 10
TEST_FIELDS = (
    "id", "test_name", "first_name", "email", "company_name", "company_size",
    "business_goal", "main_challenge", "current_tools",
)  # fmt: skip


def _check(result: ToolConsistencyResult) -> dict:
    return {
        "browser_tools": result.browser_tools,
        "consistency_check_passed": result.consistency_check_passed,
        "processing_time_ms": result.processing_time_ms,
    }


def recent_tests(limit: int = DEFAULT_LIMIT) -> list[dict]:
    """Newest first, each with `tool_consistency_results` (oldest check first). On any
    database error the failure is logged and an empty list returned (spec 8)."""
    try:
        tests = db.session.scalars(
            db.select(AiToolFinderTest)
            .order_by(AiToolFinderTest.created_at.desc(), AiToolFinderTest.id.desc())
            .limit(limit)
        ).all()
        checks: dict[str, list[dict]] = {test.id: [] for test in tests}
        if checks:
            results = db.session.scalars(
                db.select(ToolConsistencyResult)
                .where(ToolConsistencyResult.test_id.in_(checks))
                .order_by(ToolConsistencyResult.id)
            )
            for result in results:
                checks[result.test_id].append(_check(result))
        return [
            {
                **{name: getattr(test, name) for name in TEST_FIELDS},
                "created_at": test.created_at.isoformat(),
                "tool_consistency_results": checks[test.id],
            }
            for test in tests
        ]
    except SQLAlchemyError:
        db.session.rollback()
        log.exception("could not read the finder test records")
        return []
