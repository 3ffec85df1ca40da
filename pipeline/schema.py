"""Imports every model module so SQLAlchemy's metadata (and Alembic's autogenerate) sees
the whole schema. Import this, not individual models, where completeness matters."""

from pipeline.models import (  # noqa: F401
    blog_category,
    blog_post,
    consent_record,
    consistency_result,
    contact_message,
    email_message,
    finder_test,
    outbox_entry,
    profile,
    signup,
    submission,
    user,
)
