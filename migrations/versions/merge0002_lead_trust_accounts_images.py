"""Join the lead-trust, server-session and image alt-text branches into one history.

Revision ID: merge0002
Revises: leads0001_lead_trust, accounts0001_server_sessions, blogimg0001
Create Date: 2026-11-25
"""

revision = "merge0002"
down_revision = ("leads0001_lead_trust", "accounts0001_server_sessions", "blogimg0001")
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
