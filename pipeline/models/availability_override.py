"""A one-off change to a salesperson's hours on one day (issue 34): other hours that day, or
none ([]: a day off). Wall-clock times in the salesperson's zone (sales_availability)."""

from sqlalchemy import JSON, Date, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db


class AvailabilityOverride(db.Model):
    __tablename__ = "availability_overrides"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    day = mapped_column(Date, nullable=False)
    # [["10:00", "12:00"], ...]; [] is a day off.
    intervals: Mapped[list] = mapped_column(JSON, nullable=False, default=list)
    note: Mapped[str | None] = mapped_column(String(200))

    # One change per day: setting a day again replaces it.
    __table_args__ = (UniqueConstraint("user_id", "day"),)
