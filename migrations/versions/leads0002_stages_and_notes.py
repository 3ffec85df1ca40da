"""sales pipeline stages (lost with a reason), notes as a history, and every change on a
lead's timeline; existing notes become the first entry of their lead's history

Revision ID: leads0002_stages_and_notes
Revises: finder0001_recommender_engine
Create Date: 2026-12-10 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "leads0002_stages_and_notes"
down_revision = "finder0001_recommender_engine"
branch_labels = None
depends_on = None


def _fk(table: str, column: str, target: str, ondelete: str):
    return sa.ForeignKeyConstraint(
        [column], [f"{target}.id"], name=op.f(f"fk_{table}_{column}_{target}"), ondelete=ondelete
    )


def upgrade():
    with op.batch_alter_table("lead_handling") as batch:
        batch.add_column(
            sa.Column("stage", sa.String(length=20), nullable=False, server_default="new")
        )
        batch.add_column(sa.Column("lost_reason", sa.String(length=40), nullable=True))
        batch.add_column(sa.Column("lost_detail", sa.Text(), nullable=True))
        batch.add_column(sa.Column("stage_changed_at", sa.DateTime(), nullable=True))
    op.create_table(
        "lead_notes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("submission_id", sa.String(length=36), nullable=False),
        sa.Column("author_user_id", sa.Integer(), nullable=True),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        _fk("lead_notes", "submission_id", "submissions", "CASCADE"),
        _fk("lead_notes", "author_user_id", "users", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_lead_notes")),
    )
    with op.batch_alter_table("lead_notes") as batch:
        batch.create_index("ix_lead_notes_submission", ["submission_id", "created_at"])
    op.create_table(
        "lead_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("submission_id", sa.String(length=36), nullable=False),
        sa.Column("actor_user_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("from_value", sa.String(length=200), nullable=True),
        sa.Column("to_value", sa.String(length=200), nullable=True),
        sa.Column("detail", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        _fk("lead_events", "submission_id", "submissions", "CASCADE"),
        _fk("lead_events", "actor_user_id", "users", "SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_lead_events")),
    )
    with op.batch_alter_table("lead_events") as batch:
        batch.create_index("ix_lead_events_submission", ["submission_id", "created_at"])

    # The one overwritten note becomes the first note of its lead's history, by whoever set
    # it last, when they did, with its timeline entry.
    op.execute(
        "INSERT INTO lead_notes (submission_id, author_user_id, body, created_at) "
        "SELECT submission_id, updated_by_user_id, note, updated_at FROM lead_handling "
        "WHERE note IS NOT NULL AND trim(note) <> ''"
    )
    op.execute(
        "INSERT INTO lead_events (submission_id, actor_user_id, kind, from_value, to_value, "
        "created_at) SELECT submission_id, author_user_id, 'note', NULL, "
        "CAST(id AS VARCHAR(200)), created_at FROM lead_notes"
    )
    # A lead marked handled had been dealt with: it starts at "contacted", and its timeline
    # says the stage came from the old flag rather than pretend someone moved it.
    op.execute(
        "UPDATE lead_handling SET stage = 'contacted', stage_changed_at = updated_at "
        "WHERE handled"
    )
    op.execute(
        "INSERT INTO lead_events (submission_id, actor_user_id, kind, from_value, to_value, "
        "detail, created_at) SELECT submission_id, updated_by_user_id, 'stage', 'new', "
        "'contacted', 'Set from the earlier \"handled\" flag', updated_at FROM lead_handling "
        "WHERE handled"
    )
    with op.batch_alter_table("lead_handling") as batch:
        batch.drop_column("note")


def downgrade():
    with op.batch_alter_table("lead_handling") as batch:
        batch.add_column(sa.Column("note", sa.Text(), nullable=True))
    # Back to one note per lead: the newest of its history.
    op.execute(
        "UPDATE lead_handling SET note = (SELECT body FROM lead_notes n WHERE "
        "n.submission_id = lead_handling.submission_id ORDER BY n.created_at DESC, n.id DESC "
        "LIMIT 1)"
    )
    with op.batch_alter_table("lead_events") as batch:
        batch.drop_index("ix_lead_events_submission")
    op.drop_table("lead_events")
    with op.batch_alter_table("lead_notes") as batch:
        batch.drop_index("ix_lead_notes_submission")
    op.drop_table("lead_notes")
    with op.batch_alter_table("lead_handling") as batch:
        batch.drop_column("stage_changed_at")
        batch.drop_column("lost_detail")
        batch.drop_column("lost_reason")
        batch.drop_column("stage")
