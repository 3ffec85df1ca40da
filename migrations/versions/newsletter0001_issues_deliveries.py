"""the newsletter (issue 36): issues, one delivery per recipient, the weekly digest's settings

Revision ID: newsletter0001_issues_deliveries
Revises: retention0001_runs
Create Date: 2026-12-07 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "newsletter0001_issues_deliveries"
down_revision = "retention0001_runs"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "newsletter_issues",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("preview", sa.String(length=300), nullable=False),
        sa.Column("body_html", sa.Text(), nullable=False),
        sa.Column("list_name", sa.String(length=40), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("origin", sa.String(length=20), nullable=False),
        sa.Column("post_id", sa.Integer(), nullable=True),
        sa.Column("slug", sa.String(length=220), nullable=True),
        sa.Column("scheduled_at", sa.DateTime(), nullable=True),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.Column("heartbeat_at", sa.DateTime(), nullable=True),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["post_id"],
            ["blog_posts.id"],
            name=op.f("fk_newsletter_issues_post_id_blog_posts"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_newsletter_issues")),
        sa.UniqueConstraint("slug", name=op.f("uq_newsletter_issues_slug")),
    )
    op.create_index(
        "ix_newsletter_issues_status_scheduled", "newsletter_issues", ["status", "scheduled_at"]
    )
    op.create_index(
        "ix_newsletter_issues_list_sent", "newsletter_issues", ["list_name", "status", "sent_at"]
    )
    op.create_table(
        "newsletter_deliveries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("issue_id", sa.Integer(), nullable=False),
        sa.Column("signup_id", sa.Integer(), nullable=True),
        sa.Column("email_key", sa.String(length=512), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("reason", sa.String(length=300), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(), nullable=True),
        sa.Column("first_failure_at", sa.DateTime(), nullable=True),
        sa.Column("claim", sa.String(length=36), nullable=True),
        sa.Column("lease_until", sa.DateTime(), nullable=True),
        sa.Column("message_id", sa.String(length=200), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["issue_id"],
            ["newsletter_issues.id"],
            name=op.f("fk_newsletter_deliveries_issue_id_newsletter_issues"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["signup_id"],
            ["signups.id"],
            name=op.f("fk_newsletter_deliveries_signup_id_signups"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_newsletter_deliveries")),
        sa.UniqueConstraint(
            "issue_id", "signup_id", name="uq_newsletter_deliveries_issue_signup"
        ),
    )
    op.create_index(
        "ix_newsletter_deliveries_work",
        "newsletter_deliveries",
        ["issue_id", "status", "next_attempt_at"],
    )
    op.create_index("ix_newsletter_deliveries_email_key", "newsletter_deliveries", ["email_key"])
    op.create_index("ix_newsletter_deliveries_signup", "newsletter_deliveries", ["signup_id"])
    op.create_table(
        "newsletter_settings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("digest_enabled", sa.Boolean(), nullable=False),
        sa.Column("digest_weekday", sa.Integer(), nullable=False),
        sa.Column("digest_hour", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_newsletter_settings")),
    )


def downgrade():
    op.drop_table("newsletter_settings")
    op.drop_index("ix_newsletter_deliveries_signup", table_name="newsletter_deliveries")
    op.drop_index("ix_newsletter_deliveries_email_key", table_name="newsletter_deliveries")
    op.drop_index("ix_newsletter_deliveries_work", table_name="newsletter_deliveries")
    op.drop_table("newsletter_deliveries")
    op.drop_index("ix_newsletter_issues_list_sent", table_name="newsletter_issues")
    op.drop_index("ix_newsletter_issues_status_scheduled", table_name="newsletter_issues")
    op.drop_table("newsletter_issues")
