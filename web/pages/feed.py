"""RSS 2.0 for the blog (/blog/rss.xml): the newest public posts with their sanitised bodies.
Built with ElementTree so every title, link and body is XML-escaped by the library. A
featured image leads the body with its alt text and is also given as Media RSS, which
readers use for thumbnails."""

from datetime import UTC
from email.utils import format_datetime
from html import escape
from xml.etree import ElementTree as ET

from pipeline.blog import image_set, safe_url, sanitize_html
from pipeline.models.blog_post import BlogPost

ATOM = "http://www.w3.org/2005/Atom"
CONTENT = "http://purl.org/rss/1.0/modules/content/"
# RSS's own <author> must be an e-mail address; Dublin Core's creator takes a name.
DC = "http://purl.org/dc/elements/1.1/"
MEDIA = "http://search.yahoo.com/mrss/"
ET.register_namespace("atom", ATOM)
ET.register_namespace("media", MEDIA)
ET.register_namespace("dc", DC)
ET.register_namespace("content", CONTENT)


def _rfc822(value) -> str:
    return format_datetime(value.replace(tzinfo=UTC))


def _item(channel: ET.Element, post: BlogPost, site_url: str) -> None:
    link = f"{site_url}/blog/{post.slug}"
    item = ET.SubElement(channel, "item")
    ET.SubElement(item, "title").text = post.title
    ET.SubElement(item, "link").text = link
    ET.SubElement(item, "guid", isPermaLink="true").text = link
    ET.SubElement(item, "pubDate").text = _rfc822(post.published_at)
    if post.author_name:
        ET.SubElement(item, f"{{{DC}}}creator").text = post.author_name
    if post.category:
        ET.SubElement(item, "category").text = post.category.name
    ET.SubElement(item, "description").text = post.seo_description or post.excerpt or ""
    lead = _featured_image(item, post, site_url)
    ET.SubElement(item, f"{{{CONTENT}}}encoded").text = lead + sanitize_html(post.content)


def _featured_image(item: ET.Element, post: BlogPost, site_url: str) -> str:
    """Adds <media:content> for the featured image; returns the <img> that leads the body."""
    images = image_set(post.featured_image)
    url = safe_url(images.src if images else post.featured_image)
    if not url:
        return ""
    url = site_url + url if url.startswith("/") else url
    alt = post.featured_image_alt or ""
    size = {"width": str(images.width), "height": str(images.height)} if images else {}
    media = ET.SubElement(item, f"{{{MEDIA}}}content", url=url, medium="image", **size)
    if alt:
        ET.SubElement(media, f"{{{MEDIA}}}description", type="plain").text = alt
    dimensions = "".join(f' {name}="{value}"' for name, value in size.items())
    return f'<p><img src="{escape(url)}" alt="{escape(alt)}"{dimensions}></p>'


def rss_document(posts: list[BlogPost], *, title: str, description: str, site_url: str) -> bytes:
    rss = ET.Element("rss", version="2.0")
    channel = ET.SubElement(rss, "channel")
    ET.SubElement(channel, "title").text = title
    ET.SubElement(channel, "link").text = f"{site_url}/blog"
    ET.SubElement(channel, "description").text = description
    ET.SubElement(channel, "language").text = "en-gb"
    ET.SubElement(
        channel,
        f"{{{ATOM}}}link",
        href=f"{site_url}/blog/rss.xml",
        rel="self",
        type="application/rss+xml",
    )
    if posts:
        ET.SubElement(channel, "lastBuildDate").text = _rfc822(posts[0].published_at)
    for post in posts:
        _item(channel, post, site_url)
    return ET.tostring(rss, encoding="utf-8", xml_declaration=True)
