"""What a tagged PDF tells a screen reader, read with pikepdf: the catalogue entries and XMP
metadata PDF/UA-1 asks for, and the structure tree as a plain tree of elements, with
`problems()` listing what PDF/UA-1 (and the Matterhorn checks a validator such as veraPDF
runs) would refuse in it. For the finder report's and the guide's accessibility tests;
veraPDF itself is a Java program none of our package sources carry.

Read from the file's own objects, never from the HTML it was rendered from: a template or
WeasyPrint change that drops a tag is caught."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass, field

import pikepdf

HEADINGS = ("H1", "H2", "H3", "H4", "H5", "H6")
# Where each kind of element may stand (ISO 32000-1 14.8.4): a table cell outside a row, or
# a list item outside a list, is read as loose text.
PARENTS = {
    "LI": {"L"},
    "Lbl": {"LI"},
    "LBody": {"LI"},
    "TR": {"Table", "THead", "TBody", "TFoot"},
    "TH": {"TR"},
    "TD": {"TR"},
    "THead": {"Table"},
    "TBody": {"Table"},
    "TFoot": {"Table"},
}


@dataclass
class Element:
    """One structure element: its type, its alternate text, the marked content it owns
    directly (page index, MCID), what its link annotations say, and its children."""

    kind: str
    alt: str | None = None
    content: list[tuple[int, int]] = field(default_factory=list)
    annotations: list[str | None] = field(default_factory=list)
    children: list[Element] = field(default_factory=list)

    def walk(self, parent: Element | None = None) -> Iterator[tuple[Element, Element | None]]:
        """Every element under this one, with its parent, in the tree's (reading) order."""
        yield self, parent
        for child in self.children:
            yield from child.walk(self)

    def has_text(self) -> bool:
        """Whether a reader gets words from it: alternate text, or marked content that is
        text (WeasyPrint marks text and images; an image's words are its /Alt alone), its
        own or a descendant's."""
        if self.alt or (self.content and self.kind != "Figure"):
            return True
        return any(child.has_text() for child in self.children)


@dataclass
class Tagged:
    lang: str | None
    marked: bool
    display_doc_title: bool
    info_title: str | None
    xmp_title: str | None
    ua_part: str | None
    root: Element

    def kinds(self) -> list[str]:
        return [element.kind for element, _ in self.root.walk()]


def read(pdf: bytes) -> Tagged:
    with pikepdf.open(io.BytesIO(pdf)) as document:
        catalog = document.Root
        pages = {page.objgen: index for index, page in enumerate(document.pages)}
        tree_root = catalog.get("/StructTreeRoot")
        root = Element("StructTreeRoot")
        if tree_root is not None:
            root.children = [_element(kid, pages) for kid in _kids(tree_root)]
        with document.open_metadata() as xmp:
            xmp_title, ua_part = xmp.get("dc:title"), xmp.get("pdfuaid:part")
        info = document.docinfo
        return Tagged(
            lang=_text(catalog.get("/Lang")),
            marked=bool(catalog.get("/MarkInfo", {}).get("/Marked", False)),
            display_doc_title=bool(
                catalog.get("/ViewerPreferences", {}).get("/DisplayDocTitle", False)
            ),
            info_title=_text(info.get("/Title")),
            xmp_title=xmp_title,
            ua_part=ua_part,
            root=root,
        )


def _kids(node: pikepdf.Object) -> list[pikepdf.Object]:
    kids = node.get("/K")
    if kids is None:
        return []
    return list(kids) if isinstance(kids, pikepdf.Array) else [kids]


def _text(value: pikepdf.Object | None) -> str | None:
    return None if value is None else str(value)


def _element(node: pikepdf.Dictionary, pages: dict) -> Element:
    element = Element(str(node.S).lstrip("/"), alt=_text(node.get("/Alt")))
    page = pages.get(node.Pg.objgen) if "/Pg" in node else None
    for kid in _kids(node):
        if isinstance(kid, int):  # an MCID on the element's own page
            element.content.append((page, int(kid)))
        elif kid.get("/Type") == "/MCR":
            element.content.append((pages.get(kid.Pg.objgen, page), int(kid.MCID)))
        elif kid.get("/Type") == "/OBJR":
            element.annotations.append(_text(kid.Obj.get("/Contents")))
        else:
            element.children.append(_element(kid, pages))
    return element


def problems(tagged: Tagged) -> list[str]:
    """What keeps the document from being read as it is shown; empty when nothing does."""
    found = []
    if not tagged.root.children:
        found.append("no structure tree")
    if not tagged.marked:
        found.append("/MarkInfo /Marked is not true")
    if not tagged.lang:
        found.append("no /Lang")
    if not tagged.display_doc_title:
        found.append("/ViewerPreferences /DisplayDocTitle is not true")
    if tagged.ua_part != "1":
        found.append(f"XMP pdfuaid:part is {tagged.ua_part!r}, not '1'")
    if not tagged.xmp_title or tagged.xmp_title != tagged.info_title:
        found.append(f"XMP dc:title {tagged.xmp_title!r} is not the title {tagged.info_title!r}")
    found += _heading_problems(tagged)
    for element, parent in tagged.root.walk():
        if element.kind == "Figure" and not element.alt:
            found.append("a Figure without /Alt")
        if element.kind == "Link" and not (element.has_text() and element.annotations):
            found.append("a Link without text or without its annotation")
        if element.kind == "Link" and not all(element.annotations):
            found.append("a link annotation without /Contents")
        allowed = PARENTS.get(element.kind)
        if allowed and (parent is None or parent.kind not in allowed):
            found.append(f"a {element.kind} in a {parent and parent.kind}, not in {allowed}")
    found += _order_problems(tagged)
    return found


def headings(tagged: Tagged) -> list[str]:
    return [kind for kind in tagged.kinds() if kind in HEADINGS]


def _heading_problems(tagged: Tagged) -> list[str]:
    levels = [int(kind[1]) for kind in headings(tagged)]
    if not levels:
        return ["no headings"]
    found = [] if levels[0] == 1 else [f"the first heading is H{levels[0]}, not H1"]
    for before, after in zip(levels, levels[1:], strict=False):
        if after > before + 1:
            found.append(f"H{before} followed by H{after}: a level skipped")
    return found


def _order_problems(tagged: Tagged) -> list[str]:
    """Reading order: walking the tree must meet each page's marked content in the order the
    page draws it. WeasyPrint numbers marked content as it draws, so the tree's order and
    the page's are the same unless the tree was built out of order. List markers (Lbl) are
    left out: WeasyPrint draws a list's bullets after its text, yet tags each in its item."""
    last: dict[int | None, int] = {}
    found = []
    markers: set[int] = set()
    for element, parent in tagged.root.walk():
        if element.kind == "Lbl" or id(parent) in markers:
            markers.add(id(element))
            continue
        for page, mcid in element.content:
            if mcid <= last.get(page, -1):
                found.append(f"page {page}: content {mcid} read after {last[page]}")
            last[page] = mcid
    return found
