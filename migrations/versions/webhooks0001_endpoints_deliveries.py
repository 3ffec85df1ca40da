"""webhook endpoints, their deliveries and each delivery's attempts

Revision ID: webhooks0001
Revises: merge0002
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "webhooks0001"
down_revision = "merge0002"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "webhook_endpoints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("url", sa.String(length=2000), nullable=False),
        sa.Column("description", sa.String(length=500), nullable=False),
        sa.Column("events", sa.JSON(), nullable=False),
        sa.Column("secret", sa.String(length=100), nullable=False),
        sa.Column("previous_secret", sa.String(length=100), nullable=True),
        sa.Column("previous_secret_expires_at", sa.DateTime(), nullable=True),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("disabled_at", sa.DateTime(), nullable=True),
        sa.Column("disabled_reason", sa.String(length=500), nullable=True),
        sa.Column("failing_since", sa.DateTime(), nullable=True),
        sa.Column("created_by_user_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["created_by_user_id"], ["users.id"],
            name=op.f("fk_webhook_endpoints_created_by_user_id_users"), ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_endpoints")),
    )
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("endpoint_id", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.String(length=40), nullable=False),
        sa.Column("event_type", sa.String(length=60), nullable=False),
        sa.Column("body", sa.Text(), nullable=True),
        sa.Column("submission_id", sa.String(length=36), nullable=True),
        sa.Column("person_id", sa.String(length=64), nullable=True),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_status_code", sa.Integer(), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("next_retry_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("delivered_at", sa.DateTime(), nullable=True),
        sa.Column("erased_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["endpoint_id"], ["webhook_endpoints.id"],
            name=op.f("fk_webhook_deliveries_endpoint_id_webhook_endpoints"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_deliveries")),
    )
    with op.batch_alter_table("webhook_deliveries") as batch:
        batch.create_index(
            "ix_webhook_deliveries_endpoint_created", ["endpoint_id", "created_at"], unique=False
        )
        batch.create_index("ix_webhook_deliveries_submission", ["submission_id"], unique=False)
        batch.create_index("ix_webhook_deliveries_person", ["person_id"], unique=False)
    op.create_table(
        "webhook_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("delivery_id", sa.String(length=36), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("response_excerpt", sa.Text(), nullable=True),
        sa.Column("error", sa.String(length=500), nullable=True),
        sa.Column("succeeded", sa.Boolean(), nullable=False),
        sa.Column("next_retry_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["delivery_id"], ["webhook_deliveries.id"],
            name=op.f("fk_webhook_attempts_delivery_id_webhook_deliveries"), ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_attempts")),
    )
    with op.batch_alter_table("webhook_attempts") as batch:
        batch.create_index(
            "ix_webhook_attempts_delivery", ["delivery_id", "number"], unique=False
        )


def downgrade():
    with op.batch_alter_table("webhook_attempts") as batch:
        batch.drop_index("ix_webhook_attempts_delivery")
    op.drop_table("webhook_attempts")
    with op.batch_alter_table("webhook_deliveries") as batch:
        batch.drop_index("ix_webhook_deliveries_person")
        batch.drop_index("ix_webhook_deliveries_submission")
        batch.drop_index("ix_webhook_deliveries_endpoint_created")
    op.drop_table("webhook_deliveries")
    op.drop_table("webhook_endpoints")
