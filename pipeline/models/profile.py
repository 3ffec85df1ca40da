"""Profile (spec section 3, table profiles, keyed by user id). role 'admin' is what matters;
'editor' and 'sales' are ours (issue: roles beyond the spec). A new account has no role."""

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from pipeline.models.db import db

ROLES = ("admin", "editor", "sales")


class Profile(db.Model):
    __tablename__ = "profiles"

    id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    role: Mapped[str | None] = mapped_column(String(20))
    first_name: Mapped[str | None] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(254), nullable=False)
