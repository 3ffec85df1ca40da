"""The blog as served, before any script runs (spec 2.8 SEO): /blog and /blog/<slug> come
back with their own title, description, canonical URL, Open Graph/Twitter cards, JSON-LD and
the page itself, as the app renders it, between the site's header and footer; /blog/rss.xml
is the RSS 2.0 feed. The app hydrates the header and footer and keeps the page's HTML until
the visitor uses it (web/pages/frontend.py render_page), so a first visit shows the page from
the HTML alone and downloads none of its code. Registered before the frontend catch-all."""

import re
from datetime import datetime
from urllib.parse import quote, urlencode

from flask import Blueprint, Response, current_app, request
from markupsafe import Markup

from pipeline import blog
from pipeline.blog import body_html, image_set, plain_text, safe_url
from pipeline.mail import render
from pipeline.models.blog_post import BlogPost
from pipeline.settings import company_name
from web.api.public.blog import category_json, popular_json, post_detail, post_summary
from web.pages.blog_copy import ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES, COPY, initials
from web.pages.feed import rss_document
from web.pages.frontend import render_page, server_part
from web.public_details import script_safe_json

bp = Blueprint("blog_pages", __name__)

LIST_DESCRIPTION = "Practical articles on using AI in small and growing businesses."
NOT_FOUND_MESSAGE = COPY["not_found_message"]
# The app's page of posts (BLOG_PAGE_SIZE in frontend/src/content/blog.ts), so the list it
# takes over is the one on screen.
PAGE_SIZE = blog.DEFAULT_PAGE_SIZE
DESCRIPTION_CHARS = 160
LINKEDIN_SHARE = "https://www.linkedin.com/sharing/share-offsite/?url="
# The names the app's routes give the server's HTML (frontend/src/app/routes.tsx).
LIST_PART = "blog-list"
ARTICLE_PART = "blog-article"


# The company's name is read per request (COMPANY_NAME), like the rest of the site's details.
def feed_title() -> str:
    return f"{company_name()} Blog"


def default_author() -> str:
    return f"{company_name()} team"


def default_bio() -> str:
    return f"Founder of {company_name()}, helping SMEs leverage AI."


def site_url(path: str = "") -> str:
    return current_app.config["SITE_URL"] + path


def long_date(value: datetime | None) -> str:
    """en-US long form, e.g. 'March 5, 2025' (spec 2.8); 'Draft' without a date."""
    return f"{value:%B} {value.day}, {value.year}" if value else "Draft"


def iso_date(value: datetime | None) -> str:
    return value.isoformat(timespec="seconds") + "Z" if value else ""


def absolute_image(value: str | None) -> str | None:
    url = safe_url(value)
    if url and url.startswith("/"):
        return site_url(url)
    return url


def script_json(data: dict) -> Markup:
    """`data` as JSON to put inside a <script> element (JSON-LD, the app's data)."""
    return Markup(script_safe_json(data))  # noqa: S704 (escaped for a script context)


def encode_uri_component(text: str) -> str:
    """JavaScript's encodeURIComponent, as the app builds its share links with."""
    return quote(text, safe="!~*'()")


# The shell carries a site-wide description; ours (after this mark) replaces it.
_MARK = "<!-- blog-meta -->"


def _page(title: str, head: dict, body: str, part: str, status: int = 200) -> Response:
    context = {
        "site_name": company_name(),
        "title": title,
        "feed_title": feed_title(),
        "feed_url": site_url("/blog/rss.xml"),
        "noindex": False,
        "og_type": "website",
        "image": None,
        "image_alt": "",
        "image_width": None,
        "image_height": None,
        "published_time": None,
        "json_ld": None,
        "app_data": None,
    }
    head_html = render("pages/blog_head.html", **{**context, **head})
    response = render_page(title, _MARK + head_html, body, status, part=part)
    if response.status_code == status and response.mimetype == "text/html":
        response.set_data(_drop_shell_description(response.get_data(as_text=True)))
    return response


def _drop_shell_description(html: str) -> str:
    head, sep, rest = html.partition(_MARK)
    if not sep:
        return html
    head = re.sub(r'<meta\s+name="description"[^>]*>\s*', "", head, flags=re.S)
    return head + rest


def _description(post: BlogPost) -> str:
    text = post.seo_description or post.excerpt or plain_text(post.content)
    return text[:DESCRIPTION_CHARS].rstrip() if len(text) > DESCRIPTION_CHARS else text


@bp.get("/blog")
def blog_list():
    # As the app reads the address (use-blog-filters.ts): the search trimmed, "all" or
    # nothing for every category.
    search = request.args.get("q", "").strip()[: blog.MAX_SEARCH_LENGTH]
    category = request.args.get("category", "")[:140] or "all"
    slug = "" if category == "all" else category
    cursor = request.args.get("cursor")
    try:
        page = blog.list_published(search, slug, PAGE_SIZE, cursor)
    except blog.InvalidCursor:
        page, cursor = blog.list_published(search, slug, PAGE_SIZE), None
    next_url = None
    if page.next_cursor:
        params = {"q": search, "category": slug, "cursor": page.next_cursor}
        next_url = "/blog?" + urlencode({k: v for k, v in params.items() if v})
    popular = blog.popular_posts()
    posts = [post_summary(p) for p in page.posts]
    data = {
        "filters": {"q": search, "category": category},
        "posts": {"posts": posts, "next_cursor": page.next_cursor},
        "categories": [category_json(c) for c in blog.published_categories()],
        "popular": [popular_json(p) for p in popular],
    }
    body = render(
        "pages/blog_list.html",
        copy=COPY,
        filters=data["filters"],
        posts=posts,
        categories=data["categories"],
        popular=data["popular"],
        dates={p.id: long_date(p.published_at) for p in [*page.posts, *popular]},
        next_url=next_url,
        card_image_sizes=CARD_IMAGE_SIZES,
        signup_card=server_part("blog-signup-card"),
        team=default_author(),
        team_initials=initials(default_author()),
    )
    # A later page (?cursor=, the no-script link) is not what the app shows for the address.
    if cursor:
        data["posts"] = None
    head = {
        "description": LIST_DESCRIPTION,
        "canonical": site_url("/blog"),
        "app_data": script_json(data),
    }
    return _page(f"Blog | {company_name()}", head, body, LIST_PART)


def _article_json_ld(post: BlogPost, description: str, image: str | None) -> Markup:
    url = site_url(f"/blog/{post.slug}")
    data = {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": post.title,
        "description": description,
        "url": url,
        "mainEntityOfPage": {"@type": "WebPage", "@id": url},
        "datePublished": iso_date(post.published_at),
        "dateModified": iso_date(post.updated_at or post.published_at),
        "author": {"@type": "Person", "name": post.author_name}
        if post.author_name
        else {"@type": "Organization", "name": company_name()},
        "publisher": {"@type": "Organization", "name": company_name(), "url": site_url("/")},
    }
    if image:
        data["image"] = [image]
    if post.category:
        data["articleSection"] = post.category.name
    if post.read_time_minutes:
        data["timeRequired"] = f"PT{post.read_time_minutes}M"
    return script_json(data)


def article_html(post: BlogPost, body: Markup) -> str:
    """The article as the app's ArticleView renders it, `body` its sanitised HTML: the page
    here, and the editors' preview of a draft (web/pages/admin_preview.py)."""
    author = post.author_name or default_author()
    url = site_url(f"/blog/{post.slug}")
    share_body = f"{post.title}\n\n{url}"
    return render(
        "pages/blog_article.html",
        copy=COPY,
        post=post_detail(post),
        author=author,
        author_initials=initials(author),
        author_bio=post.author_bio or default_bio(),
        long_date=long_date(post.published_at),
        article_image_sizes=ARTICLE_IMAGE_SIZES,
        body=body,
        linkedin_url=LINKEDIN_SHARE + encode_uri_component(url),
        email_url=f"mailto:?subject={encode_uri_component(post.title)}"
        f"&body={encode_uri_component(share_body)}",
    )


def not_found_html(message: str) -> str:
    return render("pages/blog_not_found.html", copy=COPY, message=message)


@bp.get("/blog/<slug>")
def blog_article(slug: str):
    post = blog.get_post(slug)
    if post is None:
        body = not_found_html(NOT_FOUND_MESSAGE)
        head = {
            "description": NOT_FOUND_MESSAGE,
            "canonical": site_url(f"/blog/{slug}"),
            "noindex": True,
        }
        # Inside the site's header and footer: a way on to the rest of the site (issue 16).
        return _page(f"Article Not Found | {feed_title()}", head, body, ARTICLE_PART, 404)
    title = post.seo_title or f"{post.title} | {feed_title()}"
    description = _description(post)
    images = image_set(post.featured_image)
    # Link previews get the widest JPEG/PNG copy: some fetchers don't take WebP, and none
    # need the full-size upload.
    image = absolute_image(images.src if images else post.featured_image)
    head = {
        "description": description,
        "canonical": site_url(f"/blog/{post.slug}"),
        "og_type": "article",
        "image": image,
        "image_alt": post.featured_image_alt or "",
        "image_width": images.width if images else None,
        "image_height": images.height if images else None,
        "published_time": iso_date(post.published_at),
        "json_ld": _article_json_ld(post, description, image),
    }
    body = article_html(post, Markup(body_html(post.content)))  # noqa: S704 (sanitised by nh3)
    return _page(title, head, body, ARTICLE_PART)


@bp.get("/blog/rss.xml")
def blog_feed():
    xml = rss_document(
        blog.feed_posts(),
        title=feed_title(),
        description=LIST_DESCRIPTION,
        site_url=site_url(),
    )
    response = Response(xml, mimetype="application/rss+xml")
    response.headers["Cache-Control"] = "public, max-age=300"
    return response
