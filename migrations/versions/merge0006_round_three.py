"""Join the address keys (issue 33), the newsletter (issue 36) and discovery calls with
their calendars (issue 34).

Revision ID: merge0006
Revises: addresses0001_email_keys, newsletter0001_issues_deliveries, booking0001_tables,
    calendars0001_connections
Create Date: 2026-12-07
"""

revision = "merge0006"
down_revision = (
    "addresses0001_email_keys",
    "newsletter0001_issues_deliveries",
    "booking0001_tables",
    "calendars0001_connections",
)
branch_labels = None
depends_on = None


def upgrade():
    pass


def downgrade():
    pass
