"""blog: search column and indexes for the public list, category filter and search

PostgreSQL only: search_text is a generated column, lower(title || ' ' || excerpt), kept by
the database, so the case-insensitive contains search is one cheap LIKE per row (two ILIKEs
per row were the slowest part of a search at 10,000 posts), and a trigram GIN index on it
serves LIKE '%term%' for rare terms. SQLite searches title and excerpt directly and gets
neither (its generated columns break Alembic's batch rebuilds). Both get the category index
(category_id, status, published_at, id) for the category filter.

Revision ID: blog0001
Revises: 52831fc0963c
Create Date: 2026-11-22 12:00:00

"""
from alembic import op
import sqlalchemy as sa


revision = 'blog0001'
down_revision = '52831fc0963c'
branch_labels = None
depends_on = None

SEARCH_TEXT_SQL = "lower(title || ' ' || coalesce(excerpt, ''))"
TRGM_INDEX = "ix_blog_posts_search_trgm"


def _trgm_schema(bind) -> str | None:
    """The schema pg_trgm lives in, installing it when the server offers it; None when not."""
    available = bind.execute(
        sa.text("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'")
    ).scalar()
    if not available:
        return None
    bind.execute(sa.text("CREATE EXTENSION IF NOT EXISTS pg_trgm"))
    return bind.execute(
        sa.text(
            "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace"
            " WHERE e.extname = 'pg_trgm'"
        )
    ).scalar()


def upgrade():
    with op.batch_alter_table('blog_posts', schema=None) as batch_op:
        batch_op.create_index(
            'ix_blog_posts_category_published',
            ['category_id', 'status', 'published_at', 'id'],
            unique=False,
        )
    bind = op.get_bind()
    if bind.dialect.name != 'postgresql':
        return
    op.add_column(
        'blog_posts',
        sa.Column(
            'search_text', sa.Text(), sa.Computed(SEARCH_TEXT_SQL, persisted=True), nullable=True
        ),
    )
    # A finer sample lets the planner tell a rare term (walk the trigram index) from a common
    # one (walk the newest posts and stop at a page): at the default it guessed wrong.
    op.execute("ALTER TABLE blog_posts ALTER COLUMN search_text SET STATISTICS 1000")
    schema = _trgm_schema(bind)
    if schema is None:
        return
    # Qualified operator class: the extension may sit outside the current search_path.
    op.execute(
        f'CREATE INDEX IF NOT EXISTS {TRGM_INDEX} ON blog_posts'
        f' USING gin (search_text "{schema}".gin_trgm_ops)'
    )


def downgrade():
    if op.get_bind().dialect.name == 'postgresql':
        op.execute(f"DROP INDEX IF EXISTS {TRGM_INDEX}")
        op.drop_column('blog_posts', 'search_text')
    with op.batch_alter_table('blog_posts', schema=None) as batch_op:
        batch_op.drop_index('ix_blog_posts_category_published')
