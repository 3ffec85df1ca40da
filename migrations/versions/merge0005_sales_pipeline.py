"""Join the sales pipeline (stages, notes, owners, follow-ups) with the finder and webhooks
history.

Revision ID: merge0005
Revises: merge0004, leads0004_follow_ups_and_digest
Create Date: 2026-11-25
"""

revision = "merge0005"
down_revision = ("merge0004", "leads0004_follow_ups_and_digest")
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
