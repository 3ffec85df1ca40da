"""a lead's owner: the sales-role account it is assigned to (none until someone is)

Revision ID: leads0003_lead_owners
Revises: leads0002_stages_and_notes
Create Date: 2026-12-10 00:00:01
"""

import sqlalchemy as sa
from alembic import op

revision = "leads0003_lead_owners"
down_revision = "leads0002_stages_and_notes"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("lead_handling") as batch:
        batch.add_column(sa.Column("owner_user_id", sa.Integer(), nullable=True))
        batch.create_foreign_key(
            op.f("fk_lead_handling_owner_user_id_users"),
            "users",
            ["owner_user_id"],
            ["id"],
            ondelete="SET NULL",
        )
        batch.create_index("ix_lead_handling_owner", ["owner_user_id"])


def downgrade():
    with op.batch_alter_table("lead_handling") as batch:
        batch.drop_index("ix_lead_handling_owner")
        batch.drop_constraint(op.f("fk_lead_handling_owner_user_id_users"), type_="foreignkey")
        batch.drop_column("owner_user_id")
