"""Call 11: newest finder test records with their consistency results; an empty list (and
a log line) when the database can't answer."""

import logging
from datetime import timedelta

from pipeline import finder_records
from pipeline.db import db, utcnow
from pipeline.ids import new_id
from pipeline.models.consistency_result import ToolConsistencyResult
from pipeline.models.finder_test import AiToolFinderTest
from pipeline.models.submission import Submission
from web import create_app


def add_test(company: str, minutes_ago: int, passed: bool | None = None) -> AiToolFinderTest:
    submission = Submission(id=new_id(), kind="finder", email="a@example.com", name="A")
    db.session.add(submission)
    db.session.flush()
    test = AiToolFinderTest(
        submission_id=submission.id,
        test_name=f"{company} – 2026-01-01",
        first_name="A",
        email="a@example.com",
        company_name=company,
        company_size="1-5",
        business_goal="other",
        main_challenge="other",
        created_at=utcnow() - timedelta(minutes=minutes_ago),
    )
    db.session.add(test)
    db.session.flush()
    if passed is not None:
        db.session.add(
            ToolConsistencyResult(
                test_id=test.id,
                browser_tools=[{"name": "Zapier", "summary": "s", "rationale": "r"}],
                email_tools=[],
                pdf_tools=[],
                consistency_check_passed=passed,
                mismatches=[],
                processing_time_ms=321,
            )
        )
    db.session.commit()
    return test


def test_newest_first_limited_with_nested_consistency_results(app):
    with app.app_context():
        for n in range(12):
            add_test(f"Company {n}", minutes_ago=n, passed=(n % 2 == 0) if n < 3 else None)

        rows = finder_records.recent_tests()

        assert [r["company_name"] for r in rows] == [f"Company {n}" for n in range(10)]
        assert rows[0]["tool_consistency_results"] == [
            {
                "browser_tools": [{"name": "Zapier", "summary": "s", "rationale": "r"}],
                "consistency_check_passed": True,
                "processing_time_ms": 321,
            }
        ]
        assert rows[1]["tool_consistency_results"][0]["consistency_check_passed"] is False
        assert rows[5]["tool_consistency_results"] == []
        assert rows[0]["business_goal"] == "other" and rows[0]["current_tools"] is None
        assert [r["company_name"] for r in finder_records.recent_tests(limit=2)] == [
            "Company 0",
            "Company 1",
        ]


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def test_a_database_failure_returns_an_empty_list_and_is_logged(app, stack):
    # A real failure without touching the shared schema: the same app code pointed at a
    # database that isn't there (nothing listens on port 1; no such directory).
    unreachable = {
        "sqlite": "sqlite:////nonexistent-directory/finder.db",
        "postgres": "postgresql+psycopg://postgres@127.0.0.1:1/test?connect_timeout=2",
    }[stack]
    broken = create_app({**app.config, "SQLALCHEMY_DATABASE_URI": unreachable})
    handler = Records()
    logging.getLogger("pipeline.finder_records").addHandler(handler)
    try:
        with broken.app_context():
            assert finder_records.recent_tests() == []
    finally:
        logging.getLogger("pipeline.finder_records").removeHandler(handler)
    assert handler.messages == ["could not read the finder test records"]
    with app.app_context():
        add_test("Acme", minutes_ago=0, passed=True)
        assert len(finder_records.recent_tests()) == 1
