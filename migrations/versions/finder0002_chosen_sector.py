"""finder run chosen sector: the answer to the finder's optional "What kind of business are
you?" (issue 26), when the visitor chose one; the job then uses it instead of reading one

Revision ID: finder0002_chosen_sector
Revises: mail0001_mailbox_keys
Create Date: 2026-12-02 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "finder0002_chosen_sector"
down_revision = "mail0001_mailbox_keys"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable: the question is optional, and runs stored before it were never asked it.
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.add_column(sa.Column("chosen_sector", sa.String(length=40), nullable=True))


def downgrade():
    with op.batch_alter_table("ai_tool_finder_tests") as batch:
        batch.drop_column("chosen_sector")
