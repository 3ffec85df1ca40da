"""mail suppressions: addresses that unsubscribed, checked before every marketing send

Revision ID: signups0001
Revises: 52831fc0963c
Create Date: 2025-06-01 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "signups0001"
down_revision = "52831fc0963c"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "mail_suppressions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("reason", sa.String(length=40), nullable=False),
        sa.Column("list_name", sa.String(length=40), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_suppressions")),
        sa.UniqueConstraint("email", name=op.f("uq_mail_suppressions_email")),
    )


def downgrade():
    op.drop_table("mail_suppressions")
