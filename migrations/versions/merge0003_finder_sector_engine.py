"""Join the finder's sector column and its recommender-engine column into one history.

Revision ID: merge0003
Revises: finder0001_recommender_engine, finder0001_run_sector
Create Date: 2026-11-25
"""

revision = "merge0003"
down_revision = ("finder0001_recommender_engine", "finder0001_run_sector")
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
