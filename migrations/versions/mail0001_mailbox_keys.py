"""emails.to_key becomes the mailbox key (issue 25): every stored row re-keyed, so the
recipient limit counts yesterday's emails to `ada+1@…` and `a.da@gmail.com` with today's.

Revision ID: mail0001_mailbox_keys
Revises: contact0001
Create Date: 2025-07-01 00:00:00
"""

import sqlalchemy as sa
from alembic import op

# The rule itself, not a copy: a copy here could drift from the key new rows get.
from pipeline.mail.addresses import mailbox_key, normalise

revision = "mail0001_mailbox_keys"
down_revision = "contact0001"
branch_labels = None
depends_on = None

emails = sa.table(
    "emails", sa.column("id", sa.String), sa.column("to_addr", sa.String),
    sa.column("to_key", sa.String),
)  # fmt: skip


def _rekey(key_of) -> None:
    bind = op.get_bind()
    rows = bind.execute(sa.select(emails.c.id, emails.c.to_addr)).all()
    for email_id, to_addr in rows:
        bind.execute(emails.update().where(emails.c.id == email_id).values(to_key=key_of(to_addr)))


def upgrade():
    _rekey(mailbox_key)


def downgrade():
    _rekey(normalise)
