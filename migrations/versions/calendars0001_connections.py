"""salespeople's own calendars (issue 34): connections, busy times read, calls written

Revision ID: calendars0001_connections
Revises: retention0001_runs
Create Date: 2026-12-07 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "calendars0001_connections"
down_revision = "retention0001_runs"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "calendar_connections",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("server_url", sa.String(length=2000), nullable=True),
        sa.Column("username", sa.String(length=200), nullable=True),
        sa.Column("secret", sa.Text(), nullable=False),
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("calendar_url", sa.String(length=2000), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("connected_at", sa.DateTime(), nullable=False),
        sa.Column("last_ok_at", sa.DateTime(), nullable=True),
        sa.Column("last_attempt_at", sa.DateTime(), nullable=True),
        sa.Column("failing_since", sa.DateTime(), nullable=True),
        sa.Column("last_error", sa.String(length=500), nullable=True),
        sa.Column("method", sa.String(length=20), nullable=True),
        sa.Column("refresh_requested_at", sa.DateTime(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_calendar_connections_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_calendar_connections")),
    )
    op.create_table(
        "calendar_busy_times",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.DateTime(), nullable=False),
        sa.Column("ends_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_calendar_busy_times_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_calendar_busy_times")),
    )
    op.create_index(
        "ix_calendar_busy_times_user_starts", "calendar_busy_times", ["user_id", "starts_at"]
    )
    op.create_table(
        "calendar_events",
        sa.Column("booking_id", sa.String(length=36), nullable=False),
        sa.Column("job_id", sa.String(length=36), nullable=True),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("href", sa.String(length=2000), nullable=True),
        sa.Column("starts_at", sa.DateTime(), nullable=True),
        sa.Column("ends_at", sa.DateTime(), nullable=True),
        sa.Column("sequence", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_calendar_events_user_id_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("booking_id", name=op.f("pk_calendar_events")),
    )
    op.create_index("ix_calendar_events_job_id", "calendar_events", ["job_id"])
    op.create_index("ix_calendar_events_user_id", "calendar_events", ["user_id"])


def downgrade():
    op.drop_index("ix_calendar_events_user_id", table_name="calendar_events")
    op.drop_index("ix_calendar_events_job_id", table_name="calendar_events")
    op.drop_table("calendar_events")
    op.drop_index("ix_calendar_busy_times_user_starts", table_name="calendar_busy_times")
    op.drop_table("calendar_busy_times")
    op.drop_table("calendar_connections")
