"""discovery calls booked on the site (issue 34): sales availability, date overrides,
bookings (with PostgreSQL's exclusion constraint: never two calls of one salesperson
overlapping, buffers included) and the notices a booking owes

Revision ID: booking0001_tables
Revises: retention0001_runs
Create Date: 2026-12-07 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "booking0001_tables"
down_revision = "retention0001_runs"
branch_labels = None
depends_on = None

# Read by pipeline/booking/book.py to tell a refused overlap from any other error.
EXCLUSION = "ex_bookings_no_overlap"


def upgrade():
    op.create_table(
        "sales_availability",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("takes_calls", sa.Boolean(), nullable=False),
        sa.Column("timezone", sa.String(length=64), nullable=False),
        sa.Column("weekly_hours", sa.JSON(), nullable=False),
        sa.Column("buffer_before_minutes", sa.Integer(), nullable=False),
        sa.Column("buffer_after_minutes", sa.Integer(), nullable=False),
        sa.Column("min_notice_minutes", sa.Integer(), nullable=False),
        sa.Column("max_calls_per_day", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_sales_availability_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_sales_availability")),
    )  # fmt: skip
    op.create_table(
        "availability_overrides",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("intervals", sa.JSON(), nullable=False),
        sa.Column("note", sa.String(length=200), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_availability_overrides_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_availability_overrides")),
        sa.UniqueConstraint("user_id", "day", name=op.f("uq_availability_overrides_user_id")),
    )  # fmt: skip
    op.create_table(
        "bookings",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("submission_id", sa.String(length=36), nullable=False),
        sa.Column("salesperson_id", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.DateTime(), nullable=False),
        sa.Column("ends_at", sa.DateTime(), nullable=False),
        sa.Column("blocked_from", sa.DateTime(), nullable=False),
        sa.Column("blocked_until", sa.DateTime(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("outcome", sa.String(length=20), nullable=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("email_key", sa.String(length=512), nullable=False),
        sa.Column("company", sa.String(length=200), nullable=False),
        sa.Column("message", sa.Text(), nullable=True),
        sa.Column("phone", sa.String(length=40), nullable=True),
        sa.Column("visitor_timezone", sa.String(length=64), nullable=False),
        sa.Column("finder_run_id", sa.String(length=36), nullable=True),
        sa.Column("plan", sa.String(length=20), nullable=True),
        sa.Column("ical_uid", sa.String(length=120), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("cancelled_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["salesperson_id"], ["users.id"], name=op.f("fk_bookings_salesperson_id_users"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["submission_id"], ["submissions.id"],
            name=op.f("fk_bookings_submission_id_submissions"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bookings")),
        sa.UniqueConstraint("submission_id", name=op.f("uq_bookings_submission_id")),
    )  # fmt: skip
    op.create_index(
        "ix_bookings_salesperson_blocked", "bookings", ["salesperson_id", "blocked_from"]
    )
    op.create_index("ix_bookings_starts_at", "bookings", ["starts_at"])
    op.create_index("ix_bookings_email_key", "bookings", ["email_key"])
    if op.get_bind().dialect.name == "postgresql":
        # btree_gist gives the integer column the GiST "=" the constraint pairs with the
        # range's "&&". Trusted since PostgreSQL 13: a database owner may create it.
        op.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
        # The times are naive UTC like every table's, so tsrange, an immutable function of
        # the columns, is the exact twin of a tstzrange over them. Half-open ranges: a call
        # ending at 10:00 and the next starting at 10:00 don't overlap.
        op.execute(
            f"ALTER TABLE bookings ADD CONSTRAINT {EXCLUSION} EXCLUDE USING gist "
            "(salesperson_id WITH =, tsrange(blocked_from, blocked_until, '[)') WITH &&) "
            "WHERE (status = 'confirmed')"
        )
    op.create_table(
        "booking_notices",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("booking_id", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("due_at", sa.DateTime(), nullable=False),
        sa.Column("state", sa.String(length=20), nullable=False),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["booking_id"], ["bookings.id"], name=op.f("fk_booking_notices_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_notices")),
    )  # fmt: skip
    op.create_index("ix_booking_notices_due", "booking_notices", ["state", "due_at"])
    op.create_index("ix_booking_notices_booking", "booking_notices", ["booking_id"])


def downgrade():
    op.drop_index("ix_booking_notices_booking", table_name="booking_notices")
    op.drop_index("ix_booking_notices_due", table_name="booking_notices")
    op.drop_table("booking_notices")
    op.drop_index("ix_bookings_email_key", table_name="bookings")
    op.drop_index("ix_bookings_starts_at", table_name="bookings")
    op.drop_index("ix_bookings_salesperson_blocked", table_name="bookings")
    op.drop_table("bookings")
    op.drop_table("availability_overrides")
    op.drop_table("sales_availability")
