"""Join the finder's history (sector, recommender engine) and the webhooks tables.

Revision ID: merge0004
Revises: merge0003, webhooks0001
Create Date: 2026-11-25
"""

revision = "merge0004"
down_revision = ("merge0003", "webhooks0001")
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
