"""lead pipeline trust: why a submission is spam, repeat sign-ups, sales notified once per
list and finder run, and the normalised recipient the per-address email limit counts by

Revision ID: leads0001_lead_trust
Revises: merge0001
Create Date: 2025-06-10 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "leads0001_lead_trust"
down_revision = "merge0001"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("submissions") as batch:
        batch.add_column(sa.Column("spam_reason", sa.String(length=20), nullable=True))
        batch.add_column(
            sa.Column("is_repeat", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    with op.batch_alter_table("signups") as batch:
        batch.add_column(sa.Column("sales_notified_at", sa.DateTime(), nullable=True))
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.add_column(sa.Column("sales_notified_at", sa.DateTime(), nullable=True))
    with op.batch_alter_table("emails") as batch:
        batch.add_column(sa.Column("to_key", sa.String(length=254), nullable=True))
        batch.create_index("ix_emails_to_key_created", ["to_key", "created_at"])

    # Sales were told of every existing sign-up when it was made, and existing finder runs
    # predate the sales email: neither may trigger a notification after the upgrade.
    op.execute("UPDATE signups SET sales_notified_at = created_at")
    op.execute("UPDATE ai_tool_finder_tests SET sales_notified_at = created_at")
    op.execute("UPDATE emails SET to_key = lower(trim(to_addr))")


def downgrade():
    with op.batch_alter_table("emails") as batch:
        batch.drop_index("ix_emails_to_key_created")
        batch.drop_column("to_key")
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.drop_column("sales_notified_at")
    with op.batch_alter_table("signups") as batch:
        batch.drop_column("sales_notified_at")
    with op.batch_alter_table("submissions") as batch:
        batch.drop_column("is_repeat")
        batch.drop_column("spam_reason")
