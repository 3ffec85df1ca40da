"""analytics daily totals: the public pages' funnel events counted per day, page, source
and device (issue 27), and the flush ledger that keeps each Redis batch counted once

Revision ID: analytics0001_daily_totals
Revises: finder0002_chosen_sector
Create Date: 2026-12-03 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "analytics0001_daily_totals"
down_revision = "finder0002_chosen_sector"
branch_labels = None
depends_on = None

DIMENSIONS = (
    "flow",
    "step",
    "question",
    "path",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "device",
)


def upgrade():
    op.create_table(
        "analytics_daily_totals",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("flow", sa.String(length=20), nullable=False),
        sa.Column("step", sa.String(length=20), nullable=False),
        sa.Column("question", sa.String(length=2), nullable=False),
        sa.Column("path", sa.String(length=200), nullable=False),
        sa.Column("referrer_host", sa.String(length=253), nullable=False),
        sa.Column("utm_source", sa.String(length=100), nullable=False),
        sa.Column("utm_medium", sa.String(length=100), nullable=False),
        sa.Column("utm_campaign", sa.String(length=100), nullable=False),
        sa.Column("device", sa.String(length=10), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.UniqueConstraint("day", *DIMENSIONS, name="uq_analytics_daily_totals_dimensions"),
    )
    op.create_index("ix_analytics_daily_totals_day", "analytics_daily_totals", ["day"])
    op.create_table(
        "analytics_flushes",
        sa.Column("key", sa.String(length=120), primary_key=True),
        sa.Column("flushed_at", sa.DateTime(), nullable=False),
    )


def downgrade():
    op.drop_table("analytics_flushes")
    op.drop_index("ix_analytics_daily_totals_day", table_name="analytics_daily_totals")
    op.drop_table("analytics_daily_totals")
