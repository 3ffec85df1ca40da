"""Join the blog, lead-capture and operations branches into one history.

Revision ID: merge0001
Revises: blog0001, signups0001, ops0001
Create Date: 2026-11-22
"""

revision = "merge0001"
down_revision = ("blog0001", "signups0001", "ops0001")
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
