"""which engine answered a tool-finder run: catalogue, llm or llm-fallback:<reason>

Revision ID: finder0001_recommender_engine
Revises: merge0002
Create Date: 2026-12-05 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "finder0001_recommender_engine"
down_revision = "merge0002"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable with no default: runs made before this column were answered by the catalogue
    # engine, but nothing recorded it, and the admin says "not recorded" rather than guess.
    op.add_column("ai_tool_finder_tests", sa.Column("recommender_engine", sa.String(length=60)))


def downgrade():
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.drop_column("recommender_engine")
