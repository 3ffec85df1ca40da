"""One Jinja2 environment over templates/. HTML templates autoescape, so no submitted field
can inject markup into an email or a PDF; .txt templates are plain text. Every template may
name the company as configured ({{ brand }}, and {{ company_name }} where the template isn't
given a visitor's company under that name). `unlinked` prints a visitor's name so that no
mail client can turn it into a link."""

import re
from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from pipeline.settings import company_name

TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["css_string"] = css_string
    env.filters["unlinked"] = unlinked
    return env


def render(name: str, **context) -> str:
    context.setdefault("company_name", company_name())
    context.setdefault("brand", company_name())
    return environment().get_template(name).render(**context)


def css_string(value: str) -> Markup:
    """`value` as a quoted CSS string (PDF footers are CSS `content`). HTML escaping is wrong
    there: a <style> element shows `&amp;` as written. Quotes, backslashes, line breaks and
    angle brackets are CSS-escaped instead, so nothing can end the string or the element."""
    escaped = "".join(_CSS_ESCAPES.get(ch, ch) for ch in str(value))
    return Markup(f'"{escaped}"')  # noqa: S704 (escaped for CSS just above)


_CSS_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\a ", "\r": "", "<": "\\3c ", ">": "\\3e "}


# A dot between a word and two letters is how a host name looks ("Booking.com"): mail clients
# link it even in plain text. A zero-width space after the dot leaves it looking the same but
# ends the host name there. Full-width and ideographic full stops count: some linkers accept
# them as dots, as browsers do in host names.
_HOST_DOT = re.compile(r"(?<=\w)([.\uff0e\u3002\uff61])(?=[^\W\d_]{2})")
ZERO_WIDTH_SPACE = "\u200b"


def unlinked(value: object) -> str:
    """A visitor's text (a name, a company) as plain text no auto-linker reads as a host."""
    return _HOST_DOT.sub(lambda m: m.group(1) + ZERO_WIDTH_SPACE, str(value))
