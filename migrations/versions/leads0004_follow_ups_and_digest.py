"""follow-ups (a next action with a due date per lead) and each sales user's daily digest
setting, with the day it was last sent

Revision ID: leads0004_follow_ups_and_digest
Revises: leads0003_lead_owners
Create Date: 2026-12-10 00:00:02
"""

import sqlalchemy as sa
from alembic import op

revision = "leads0004_follow_ups_and_digest"
down_revision = "leads0003_lead_owners"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("lead_handling") as batch:
        batch.add_column(sa.Column("next_action", sa.String(length=200), nullable=True))
        batch.add_column(sa.Column("next_action_due", sa.Date(), nullable=True))
        batch.create_index("ix_lead_handling_due", ["next_action_due"])
    op.create_table(
        "sales_preferences",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("daily_digest", sa.Boolean(), nullable=False, server_default=sa.true()),
        sa.Column("digest_sent_on", sa.Date(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"],
            name=op.f("fk_sales_preferences_user_id_users"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_sales_preferences")),
    )


def downgrade():
    op.drop_table("sales_preferences")
    with op.batch_alter_table("lead_handling") as batch:
        batch.drop_index("ix_lead_handling_due")
        batch.drop_column("next_action_due")
        batch.drop_column("next_action")
