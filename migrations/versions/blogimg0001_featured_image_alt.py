"""alt text for a blog post's featured image

Revision ID: blogimg0001
Revises: merge0001
Create Date: 2026-12-01 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "blogimg0001"
down_revision = "merge0001"
branch_labels = None
depends_on = None


def upgrade():
    # Nullable with no default: existing posts were never asked, which is not the same as
    # an editor marking the image decorative ("").
    op.add_column("blog_posts", sa.Column("featured_image_alt", sa.String(length=500)))


def downgrade():
    with op.batch_alter_table("blog_posts") as batch:
        batch.drop_column("featured_image_alt")
