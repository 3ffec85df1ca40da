"""finder run sector: the sector the tool finder read from the company name and current
tools ("legal", "hospitality", ... or "general"), shown to the visitor and kept on the run

Revision ID: finder0001_run_sector
Revises: merge0002
Create Date: 2026-11-25 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "finder0001_run_sector"
down_revision = "merge0002"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable: runs stored before this revision were never read for a sector.
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.add_column(sa.Column("sector", sa.String(length=40), nullable=True))


def downgrade():
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.drop_column("sector")
