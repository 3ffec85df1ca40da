"""The blog: what visitors read (published posts, categories, feed, sitemap) and what
editors do (posts, categories, uploads, sanitised HTML, demo content). What web/ may call."""

from pipeline.blog.categories import (
    CategoryError,
    post_count,
    with_post_counts,
)
from pipeline.blog.categories import (
    delete as delete_category,
)
from pipeline.blog.categories import (
    save as save_category,
)
from pipeline.blog.demo_content import load as load_demo_content
from pipeline.blog.html import plain_text, safe_url, sanitize_html
from pipeline.blog.image_sets import image_set
from pipeline.blog.images import BODY_SIZES, body_html
from pipeline.blog.posts import (
    SLUG_MAX,
    SLUG_TAKEN,
    PostError,
    counts,
    display_status,
    list_posts,
    post_for_preview,
    preview_token,
    slug_problem,
    slug_taken,
    slugify,
    suggest_slug,
)
from pipeline.blog.posts import (
    delete as delete_post,
)
from pipeline.blog.posts import (
    save as save_post,
)
from pipeline.blog.published import (
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
    MAX_SEARCH_LENGTH,
    InvalidCursor,
    category_by_slug,
    feed_posts,
    get_post,
    popular_posts,
    sitemap_posts,
)
from pipeline.blog.published import (
    categories as published_categories,
)
from pipeline.blog.published import (
    list_posts as list_published,
)
from pipeline.blog.stored_check import check_stored, is_upload_name
from pipeline.blog.uploads import UploadError, content_type, store, too_large_message

__all__ = [
    "content_type",
    "BODY_SIZES",
    "CategoryError",
    "DEFAULT_PAGE_SIZE",
    "InvalidCursor",
    "MAX_PAGE_SIZE",
    "MAX_SEARCH_LENGTH",
    "PostError",
    "SLUG_MAX",
    "SLUG_TAKEN",
    "UploadError",
    "body_html",
    "category_by_slug",
    "check_stored",
    "counts",
    "delete_category",
    "delete_post",
    "display_status",
    "feed_posts",
    "get_post",
    "image_set",
    "is_upload_name",
    "list_posts",
    "list_published",
    "load_demo_content",
    "plain_text",
    "popular_posts",
    "post_count",
    "post_for_preview",
    "preview_token",
    "published_categories",
    "safe_url",
    "sanitize_html",
    "save_category",
    "save_post",
    "sitemap_posts",
    "slug_problem",
    "slug_taken",
    "slugify",
    "store",
    "suggest_slug",
    "too_large_message",
    "with_post_counts",
]
