"""The blog as served, before any script runs (spec 2.8 SEO): /blog and /blog/<slug> come
back as the app shell with their own title, description, canonical URL, Open Graph/Twitter
cards, JSON-LD and the readable content; /blog/rss.xml is the RSS 2.0 feed. The React app
replaces the pre-rendered body when it mounts. Registered before the frontend catch-all."""

import json
import re
from datetime import datetime
from urllib.parse import urlencode

from flask import Blueprint, Response, current_app, request
from markupsafe import Markup

from pipeline import blog
from pipeline.blog import BODY_SIZES, body_html, image_set, plain_text, safe_url
from pipeline.mail import render
from pipeline.models.blog_post import BlogPost
from pipeline.settings import company_name
from web.pages.feed import rss_document
from web.pages.frontend import render_shell

bp = Blueprint("blog_pages", __name__)

LIST_DESCRIPTION = "Practical articles on using AI in small and growing businesses."
LIST_LEAD = "Practical, hype-free thinking on using AI in your business."
EMPTY_TEXT = "No posts found matching your criteria."
NOT_FOUND_MESSAGE = "The article you're looking for doesn't exist or has been removed."
SSR_PAGE_SIZE = 20
DESCRIPTION_CHARS = 160


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


def json_ld(data: dict) -> Markup:
    # Inside <script>, '</script>' (or any '<') in a title would end the element early.
    text = json.dumps(data, ensure_ascii=False)
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return Markup(text)  # noqa: S704 (escaped above for a script context)


# The shell carries a site-wide description; ours (after this mark) replaces it.
_MARK = "<!-- blog-meta -->"


def _shell(
    title: str, head: dict, body: str, status: int = 200, *, framed: bool = False
) -> Response:
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
    }
    head_html = render("pages/blog_head.html", **{**context, **head})
    response = render_shell(title, _MARK + head_html, body, status, framed=framed)
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


def _summary(post: BlogPost) -> dict:
    return {
        "slug": post.slug,
        "title": post.title,
        "excerpt": post.excerpt or "Read more to discover insights...",
        "category": post.category,
        "iso_date": iso_date(post.published_at),
        "long_date": long_date(post.published_at),
    }


@bp.get("/blog")
def blog_list():
    search = request.args.get("q", "")[: blog.MAX_SEARCH_LENGTH]
    category_slug = request.args.get("category", "")[:140]
    try:
        page = blog.list_published(search, category_slug, SSR_PAGE_SIZE, request.args.get("cursor"))
    except blog.InvalidCursor:
        page = blog.list_published(search, category_slug, SSR_PAGE_SIZE)
    category = blog.category_by_slug(category_slug) if category_slug else None
    next_url = None
    if page.next_cursor:
        params = {"q": search, "category": category_slug, "cursor": page.next_cursor}
        next_url = "/blog?" + urlencode({k: v for k, v in params.items() if v})
    body = render(
        "pages/blog_list.html",
        lead=LIST_LEAD,
        category=category,
        posts=[_summary(p) for p in page.posts],
        empty_text=EMPTY_TEXT,
        next_url=next_url,
    )
    head = {"description": LIST_DESCRIPTION, "canonical": site_url("/blog")}
    return _shell(f"Blog | {company_name()}", head, body)


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
    return json_ld(data)


@bp.get("/blog/<slug>")
def blog_article(slug: str):
    post = blog.get_post(slug)
    if post is None:
        body = render("pages/blog_not_found.html", message=NOT_FOUND_MESSAGE)
        head = {
            "description": NOT_FOUND_MESSAGE,
            "canonical": site_url(f"/blog/{slug}"),
            "noindex": True,
        }
        # Inside the site's header and footer: a way on to the rest of the site (issue 16).
        return _shell(f"Article Not Found | {feed_title()}", head, body, 404, framed=True)
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
    body = render(
        "pages/blog_article.html",
        post=post,
        author=post.author_name or default_author(),
        author_bio=post.author_bio or default_bio(),
        iso_date=iso_date(post.published_at),
        long_date=long_date(post.published_at),
        image=safe_url(post.featured_image),
        image_set=images,
        image_sizes=BODY_SIZES,
        body=Markup(body_html(post.content)),  # noqa: S704 (sanitised by nh3)
    )
    return _shell(title, head, body)


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
