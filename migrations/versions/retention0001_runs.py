"""the retention schedule (issue 28): its runs, and when an email's stored copy was dropped

Revision ID: retention0001_runs
Revises: contact0002_finder_run
Create Date: 2026-12-10 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "retention0001_runs"
down_revision = "contact0002_finder_run"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "retention_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("trigger", sa.String(length=20), nullable=False),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_retention_runs")),
    )
    op.create_index("ix_retention_runs_started", "retention_runs", ["started_at"])
    # Nullable, no default: every email stored so far still has its copy.
    op.add_column("emails", sa.Column("copy_dropped_at", sa.DateTime()))


def downgrade():
    # SQLite can only drop a column by copying the table.
    with op.batch_alter_table("emails") as batch:
        batch.drop_column("copy_dropped_at")
    op.drop_index("ix_retention_runs_started", table_name="retention_runs")
    op.drop_table("retention_runs")
