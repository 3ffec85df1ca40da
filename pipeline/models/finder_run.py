"""A tool-finder run (spec section 3, table ai_tool_finder_tests)."""

from sqlalchemy import JSON, DateTime, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.address_key import email_key_column
from pipeline.models.db import db, new_id, utcnow


class FinderRun(db.Model):
    __tablename__ = "ai_tool_finder_tests"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    submission_id: Mapped[str] = mapped_column(
        ForeignKey("submissions.id", ondelete="CASCADE"), nullable=False, unique=True
    )
    test_name: Mapped[str] = mapped_column(String(300), nullable=False)
    first_name: Mapped[str] = mapped_column(String(100), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    # address_key(email) (pipeline/mail/addresses.py): what every look-up of a person compares.
    email_key: Mapped[str | None] = email_key_column(index=True)
    company_name: Mapped[str] = mapped_column(String(200), nullable=False)
    company_size: Mapped[str] = mapped_column(String(20), nullable=False)
    business_goal: Mapped[str] = mapped_column(Text, nullable=False)
    main_challenge: Mapped[str] = mapped_column(Text, nullable=False)
    current_tools: Mapped[str | None] = mapped_column(Text)
    recommendations: Mapped[list | None] = mapped_column(JSON)
    # Which engine chose them: "catalogue", "llm" or "llm-fallback:<reason>"
    # (pipeline/finder/recommender/answer.py); None for runs made before it was recorded.
    recommender_engine: Mapped[str | None] = mapped_column(String(60))
    # The sector read from company name and current tools (options.SECTOR_IDS), stored with
    # the recommendations; NULL for runs made before the finder read sectors.
    sector: Mapped[str | None] = mapped_column(String(40))
    # The visitor's answer to "What kind of business are you?" (options.SECTOR_IDS, 'general'
    # for "Something else"), NULL when they left it to us: the job then stores it as `sector`
    # instead of reading one, and the visitor is told "You told us you are: ...".
    chosen_sector: Mapped[str | None] = mapped_column(String(40))
    # Claimed with the sales email's insert: one sales email per run (pipeline/finder/sales.py).
    sales_notified_at = mapped_column(DateTime)
    created_at = mapped_column(DateTime, nullable=False, default=utcnow)
