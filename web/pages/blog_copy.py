"""The blog pages' words as the app has them (frontend/src/content/blog.ts), for the HTML
the server renders in their place (templates/pages/blog_*.html): the app keeps that HTML on
a first visit, and renders its own with these same words once the visitor uses the page."""

from pipeline.settings import company_name

COPY = {
    "title": "Blog",
    "lead": "Practical, hype-free thinking on using AI in your business.",
    "search_label": "Search articles",
    "search_placeholder": "Search articles...",
    "search_button": "Search",
    "category_label": "Category",
    "all_categories": "All Categories",
    "empty": "No posts found matching your criteria.",
    "load_more": "Load More Posts",
    # Only without JavaScript (and for crawlers): the app's button needs it.
    "older_posts": "Older posts",
    "excerpt_fallback": "Read more to discover insights...",
    "popular_heading": "Popular Posts",
    "author_card_heading": "About the authors",
    "author_card_text": (
        "We help UK small and growing businesses put AI to work on real problems, "
        "with plain advice and no hype."
    ),
    "not_found_title": "Article Not Found",
    "not_found_message": "The article you're looking for doesn't exist or has been removed.",
    "back_to_blog": "← Back to Blog",
    "share_heading": "Share this article",
    "share_linkedin": "Share on LinkedIn",
    "share_email": "Share by email",
}

# `sizes` of the app's images (frontend/src/features/blog/image-sizes.ts).
CARD_IMAGE_SIZES = "(min-width: 1024px) 27rem, (min-width: 640px) 50vw, 100vw"
ARTICLE_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw"


# The company's name is read per request (COMPANY_NAME), like the rest of the site's details.
def team_name() -> str:
    return f"{company_name()} team"


def initials(name: str) -> str:
    """What the app's AuthorAvatar shows without a picture: the first letters of the first
    two words."""
    return "".join(word[0].upper() for word in name.split()[:2])
