"""the plan a contact message is about (issue 18, item 4: the score uses it)

Revision ID: contact0001
Revises: merge0005
Create Date: 2026-12-08 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "contact0001"
down_revision = "merge0005"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable, no default: earlier messages were never asked, and most name no plan.
    op.add_column("contact_messages", sa.Column("plan", sa.String(length=20)))


def downgrade():
    # SQLite can only drop a column by copying the table.
    with op.batch_alter_table("contact_messages") as batch:
        batch.drop_column("plan")
