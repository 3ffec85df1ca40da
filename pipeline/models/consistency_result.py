"""The three-way check of one finder run (spec section 3, table tool_consistency_results)."""

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db, utcnow


class ToolConsistencyResult(db.Model):
    __tablename__ = "tool_consistency_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    test_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("ai_tool_finder_tests.id", ondelete="CASCADE"), nullable=False
    )
    browser_tools: Mapped[list] = mapped_column(JSON, nullable=False)
    email_tools: Mapped[list] = mapped_column(JSON, nullable=False)
    pdf_tools: Mapped[list] = mapped_column(JSON, nullable=False)
    consistency_check_passed: Mapped[bool] = mapped_column(Boolean, nullable=False)
    mismatches: Mapped[list] = mapped_column(JSON, nullable=False)
    processing_time_ms: Mapped[int | None] = mapped_column(Integer)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
