"""One Jinja2 environment over templates/. HTML templates autoescape, so no submitted field
can inject markup into an email or a PDF; .txt templates are plain text."""

from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"


@lru_cache(maxsize=1)
def environment() -> Environment:
    return Environment(
        loader=FileSystemLoader(TEMPLATES_DIR),
        autoescape=select_autoescape(["html"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render(name: str, **context) -> str:
    return environment().get_template(name).render(**context)
