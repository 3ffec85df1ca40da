"""Blog images as served: an uploaded featured or inline image reaches the API, the
server-rendered article, Open Graph and RSS with its responsive copies (WebP and
same-family srcset), its width and height, and the editor's alt text; posts whose images
have no copies (older uploads, other sites, the demo's SVGs) still render as before."""

import io
import re
from html import escape
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from PIL import Image

from pipeline.models.blog_post import BlogPost
from pipeline.models.db import db
from tests.support import blog_factory as make
from tests.support.admin_accounts import send, signed_in_client

SITE = "https://www.example.co.uk"
SHELL = (
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>'
)
MEDIA = "{http://search.yahoo.com/mrss/}"
CONTENT = "{http://purl.org/rss/1.0/modules/content/}encoded"
ALT = 'Bar chart: invoices paid on time rose from 60% to 85% & "stayed"'


@pytest.fixture
def site(app, tmp_path):
    (tmp_path / "dist").mkdir()
    (tmp_path / "dist" / "index.html").write_text(SHELL)
    app.config.update(
        FRONTEND_DIST=str(tmp_path / "dist"), SITE_URL=SITE, UPLOADS_DIR=str(tmp_path / "up")
    )
    return app


@pytest.fixture
def editor(site):
    return signed_in_client(site, "editor@example.com", "editor")


def upload(editor, size=(2400, 1260), fmt="JPEG") -> str:
    buffer = io.BytesIO()
    Image.new("RGB", size, (15, 118, 110)).save(buffer, fmt)
    response = send(editor, "POST", "/api/admin/uploads", content_type="multipart/form-data",
                    data={"file": (io.BytesIO(buffer.getvalue()), "cover.jpg")})  # fmt: skip
    assert response.status_code == 201, response.get_json()
    return response.get_json()["url"]


def stem(url: str) -> str:
    return url.removeprefix("/uploads/").rsplit(".", 1)[0]


def srcset(name: str, ext: str, widths=(480, 960, 1600)) -> str:
    return ", ".join(f"/uploads/{name}-{w}w.{ext} {w}w" for w in widths)


def add_post(app, **fields) -> None:
    with app.app_context():
        make.post("Paid on time", slug="paid", days_ago=1, **fields)
        db.session.commit()


def test_featured_image_reaches_api_cards_article_og_and_rss_with_srcset_and_alt(
    site, client, editor
):
    url = upload(editor)
    name = stem(url)
    add_post(site, featured_image=url, featured_image_alt=ALT)

    [card] = client.get("/api/blog/posts").get_json()["posts"]
    expected_set = {
        "src": f"/uploads/{name}-1600w.jpg",
        "width": 1600,
        "height": 840,  # 2400 x 1260 scaled to 1600 wide
        "srcset": srcset(name, "jpg"),
        "webp_srcset": srcset(name, "webp"),
    }
    assert card["featured_image"] == url
    assert card["featured_image_alt"] == ALT
    assert card["featured_image_set"] == expected_set
    article = client.get("/api/blog/posts/paid").get_json()["post"]
    assert article["featured_image_alt"] == ALT
    assert article["featured_image_set"] == expected_set
    for entry in (*expected_set["srcset"].split(", "), *expected_set["webp_srcset"].split(", ")):
        assert client.get(entry.split(" ")[0]).status_code == 200

    html = client.get("/blog/paid").get_data(as_text=True)
    head, body = html.split("</head>", 1)
    escaped_alt = "Bar chart: invoices paid on time rose from 60% to 85% &amp; &#34;stayed&#34;"
    assert f'<source type="image/webp" srcset="{srcset(name, "webp")}"' in body
    [img] = re.findall(r"<img [^>]*>", body)
    assert f'src="/uploads/{name}-1600w.jpg"' in img
    assert f'srcset="{srcset(name, "jpg")}"' in img
    assert 'width="1600" height="840"' in img and f'alt="{escaped_alt}"' in img
    assert f'<meta property="og:image" content="{SITE}/uploads/{name}-1600w.jpg" />' in head
    assert '<meta property="og:image:width" content="1600" />' in head
    assert '<meta property="og:image:height" content="840" />' in head
    assert f'<meta property="og:image:alt" content="{escaped_alt}" />' in head
    assert f'<meta name="twitter:image:alt" content="{escaped_alt}" />' in head

    item = ET.fromstring(client.get("/blog/rss.xml").data).find("./channel/item")  # noqa: S314
    media = item.find(f"{MEDIA}content")
    assert media.get("url") == f"{SITE}/uploads/{name}-1600w.jpg"
    assert [media.get(key) for key in ("medium", "width", "height")] == ["image", "1600", "840"]
    assert media.findtext(f"{MEDIA}description") == ALT
    lead = item.findtext(CONTENT).split("</p>", 1)[0]
    assert f'src="{SITE}/uploads/{name}-1600w.jpg"' in lead
    assert f'alt="{escape(ALT)}"' in lead


def test_inline_uploads_become_picture_with_srcset_width_height_and_their_alt(site, client, editor):
    wide, small = upload(editor), upload(editor, size=(640, 360), fmt="PNG")
    content = (
        f'<p>Before</p><img src="{wide}" alt="Invoices &lt;chart&gt;">'
        f'<p>Middle</p><img src="{small}" alt="">'
        '<img src="https://cdn.example.com/x.png" alt="Elsewhere">'
    )
    add_post(site, content=content)
    body = client.get("/api/blog/posts/paid").get_json()["post"]["content"]
    name, little = stem(wide), stem(small)
    sizes = "(min-width: 48rem) 48rem, 100vw"
    assert (
        f'<picture><source type="image/webp" srcset="{srcset(name, "webp")}" sizes="{sizes}">'
        f'<img src="/uploads/{name}-1600w.jpg" srcset="{srcset(name, "jpg")}" sizes="{sizes}" '
        'width="1600" height="840" alt="Invoices &lt;chart&gt;" loading="lazy" '
        'decoding="async"></picture>'
    ) in body
    assert (
        f'<img src="/uploads/{little}-640w.png" '
        f'srcset="{srcset(little, "png", (480, 640))}" sizes="{sizes}" width="640" '
        'height="360" alt="" loading="lazy" decoding="async">'
    ) in body  # a decorative image keeps its empty alt
    assert '<img src="https://cdn.example.com/x.png" alt="Elsewhere">' in body
    page = client.get("/blog/paid").get_data(as_text=True)
    assert f'srcset="{srcset(name, "webp")}"' in page and 'width="1600" height="840"' in page
    # The stored body is untouched: the editor gets back what it saved.
    with site.app_context():
        post_id = db.session.scalar(db.select(BlogPost.id).filter_by(slug="paid"))
    stored = editor.get(f"/api/admin/posts/{post_id}").get_json()["post"]["content"]
    assert "srcset" not in stored and f'<img src="{wide}"' in stored


def test_posts_whose_images_have_no_copies_still_render(site, client):
    # An upload stored before copies were made: the file alone, as it was sent.
    folder = Path(site.config["UPLOADS_DIR"])
    folder.mkdir(parents=True)
    buffer = io.BytesIO()
    Image.new("RGB", (1000, 500), (1, 2, 3)).save(buffer, "PNG")
    (folder / "OldUpload_123.png").write_bytes(buffer.getvalue())
    add_post(
        site,
        featured_image="/uploads/OldUpload_123.png",
        content='<img src="/uploads/OldUpload_123.png" alt="Old"><img src="/uploads/gone.png">',
    )
    with site.app_context():
        make.post("Svg cover", slug="svg", featured_image="/images/blog/a.svg", days_ago=2)
        make.post("No image", slug="none", days_ago=3)
        db.session.commit()
    posts = {p["slug"]: p for p in client.get("/api/blog/posts").get_json()["posts"]}
    assert posts["paid"]["featured_image_set"] == {
        "src": "/uploads/OldUpload_123.png", "width": 1000, "height": 500,
        "srcset": "", "webp_srcset": "",
    }  # fmt: skip
    assert posts["svg"]["featured_image"] == "/images/blog/a.svg"
    assert posts["svg"]["featured_image_set"] is None
    assert posts["none"]["featured_image"] is None and posts["none"]["featured_image_set"] is None
    assert posts["svg"]["featured_image_alt"] == ""  # saved before alt text was asked for
    body = client.get("/api/blog/posts/paid").get_json()["post"]["content"]
    assert "<picture" not in body and "srcset" not in body
    assert (
        '<img src="/uploads/OldUpload_123.png" width="1000" height="500" alt="Old" '
        'loading="lazy" decoding="async">'
    ) in body
    assert '<img src="/uploads/gone.png">' in body  # a missing file is left as written
    for slug in ("paid", "svg", "none"):
        page = client.get(f"/blog/{slug}")
        assert page.status_code == 200
    svg_page = client.get("/blog/svg").get_data(as_text=True)
    assert 'src="/images/blog/a.svg" alt=""' in svg_page
    assert client.get("/blog/rss.xml").status_code == 200
