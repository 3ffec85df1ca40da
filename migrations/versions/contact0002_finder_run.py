"""the AI Tool Finder run a contact message came from (issue 27: the finder results' "Book
a Free Discovery Call" link carries it, so sales see which recommendations the visitor read)

Revision ID: contact0002_finder_run
Revises: overview0001_rollups
Create Date: 2026-12-04 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "contact0002_finder_run"
down_revision = "overview0001_rollups"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable, no default, no foreign key: most messages come from no run, and a run erased
    # later (a data request) must not take the message with it, nor an unknown id refuse it.
    op.add_column("contact_messages", sa.Column("finder_run_id", sa.String(length=36)))


def downgrade():
    # SQLite can only drop a column by copying the table.
    with op.batch_alter_table("contact_messages") as batch:
        batch.drop_column("finder_run_id")
