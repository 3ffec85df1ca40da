"""audit entries for data requests, and sales' lead handling state

Revision ID: ops0001
Revises: 52831fc0963c
Create Date: 2025-06-02 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "ops0001"
down_revision = "52831fc0963c"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "audit_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("actor_user_id", sa.Integer(), nullable=True),
        sa.Column("subject_hash", sa.String(length=64), nullable=False),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["actor_user_id"], ["users.id"],
            name=op.f("fk_audit_entries_actor_user_id_users"), ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_entries")),
    )
    with op.batch_alter_table("audit_entries") as batch:
        batch.create_index("ix_audit_entries_subject", ["subject_hash"], unique=False)
    op.create_table(
        "lead_handling",
        sa.Column("submission_id", sa.String(length=36), nullable=False),
        sa.Column("handled", sa.Boolean(), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("updated_by_user_id", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["submission_id"], ["submissions.id"],
            name=op.f("fk_lead_handling_submission_id_submissions"), ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["updated_by_user_id"], ["users.id"],
            name=op.f("fk_lead_handling_updated_by_user_id_users"), ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("submission_id", name=op.f("pk_lead_handling")),
    )


def downgrade():
    op.drop_table("lead_handling")
    with op.batch_alter_table("audit_entries") as batch:
        batch.drop_index("ix_audit_entries_subject")
    op.drop_table("audit_entries")
