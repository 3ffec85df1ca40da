"""email_key on every table that stores a person's address (issue 33): the exact-address
key (pipeline.mail.address_key) every look-up of a person compares, filled for the rows
already stored. Worked out in Python, a batch of rows at a time, so it is the same key on
SQLite (whose lower() folds ASCII only) and PostgreSQL, and new rows get.

Revision ID: addresses0001_email_keys
Revises: retention0001_runs
Create Date: 2026-12-20 00:00:00
"""

import sqlalchemy as sa
from alembic import op

# The rule itself, not a copy: a copy here could drift from the key new rows get.
from pipeline.mail.addresses import address_key

revision = "addresses0001_email_keys"
down_revision = "retention0001_runs"
branch_labels = None
depends_on = None

# table -> (its primary key, the column holding the address)
TABLES = {
    "submissions": ("id", "email"),
    "contact_messages": ("id", "email"),
    "ai_tool_finder_tests": ("id", "email"),
    "signups": ("id", "email"),
    "mail_suppressions": ("id", "email"),
    "emails": ("id", "to_addr"),
}
BATCH = 1000


def _fill(name: str, key: str, address: str) -> None:
    """Every row's key, BATCH rows per round trip, walking the primary key (no OFFSET)."""
    table = sa.table(name, sa.column(key), sa.column(address), sa.column("email_key"))
    bind = op.get_bind()
    last = None
    while True:
        query = sa.select(table.c[key], table.c[address]).order_by(table.c[key]).limit(BATCH)
        if last is not None:
            query = query.where(table.c[key] > last)
        rows = bind.execute(query).all()
        if not rows:
            return
        bind.execute(
            table.update()
            .where(table.c[key] == sa.bindparam("row_id"))
            .values(email_key=sa.bindparam("key")),
            [{"row_id": row_id, "key": address_key(value or "")} for row_id, value in rows],
        )
        last = rows[-1][0]


def upgrade():
    for name, (key, address) in TABLES.items():
        with op.batch_alter_table(name) as batch:
            batch.add_column(sa.Column("email_key", sa.String(length=512), nullable=True))
        _fill(name, key, address)
        op.create_index(f"ix_{name}_email_key", name, ["email_key"])


def downgrade():
    for name in TABLES:
        op.drop_index(f"ix_{name}_email_key", table_name=name)
        with op.batch_alter_table(name) as batch:
            batch.drop_column("email_key")
