"""The rules every finder answer keeps, for every visitor, whoever chose the tools (issue 35),
stated once:

  SECTOR     a tool built for sectors (`sectors`) or kinds of business (`kinds`) is offered
             only to a visitor of those sectors and kinds: 'general' gets general tools only
  FILLED     never a tool they use, nor a job their system of record covers; a job a tool
             of theirs already does only as a named replacement ("could replace Fresha
             if ..."), and at most one while three categories hold tools that replace
             nothing of theirs
  OUTBOUND   outbound prospecting only for a business that sells to businesses
  BUDGET     with "Budget constraints", every rationale states a free tier or a price; a
             tool priced on request only when no priced tool does its job for them, and the
             rationale says so
  SIZE       sold to their size, in a job their size needs, or the rationale says why not
  DEVELOPER  nothing that needs code for a visitor who lacks technical expertise
  NAMES      a product of theirs is named in a rationale as they typed it ("ChatGPT", not
             "ChatGPT Business")

Where they are kept: rules.py keeps the tool-level ones while choosing, through the
predicates below (so the catalogue engine keeps them by construction); rationale.py writes
the prices, the size note and the names as typed. Where they are checked: `breaches()`, on
every answer before the job stores it. The catalogue engine repairs an answer that breaks
one (engine.py); the LLM engine's answer is refused and the catalogue engine answers
(llm.py, as for its other checks).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from pipeline.finder.recommender.catalogue import Catalogue, CurrentTools
from pipeline.finder.recommender.entries import Tool
from pipeline.finder.recommender.needs import Needs

SECTOR, FILLED, OUTBOUND, BUDGET = "sector", "role-filled", "outbound", "budget"
SIZE, DEVELOPER, NAMES = "size", "developer", "names"
INVARIANTS = (SECTOR, FILLED, OUTBOUND, BUDGET, SIZE, DEVELOPER, NAMES)

BUDGET_CHALLENGE = "budget-constraints"
NO_CODE_CHALLENGE = "lack-technical-expertise"

SIZE_NOTE = "we suggest it only because nothing lighter does this job for what you asked"
"""What a rationale says of a tool sold to bigger teams than the visitor's (rationale.py)."""
ON_REQUEST = "No tool with a published price does this job for you, so its price is on request"
"""What a rationale says of a quote-only tool offered to a visitor on a budget."""
_PRICE = re.compile(r"\bfree\b|£\s?\d", re.IGNORECASE)
_REPLACES = re.compile(r"\breplac", re.IGNORECASE)
# "your Microsoft 365", "you already use Excel", "Excel, which you already use".
_THEIRS_BEFORE = (
    r"(?:\byour|\balready (?:have|use|run|using|running)|\byou use)\s+(?:existing\s+|current\s+)?"
)
_THEIRS_AFTER = r",?\s+(?:which\s+|that\s+)?you (?:already )?(?:use|have|run)\b"


# ---------------------------------------------------------------- tool by tool


def built_for(tool: Tool, needs: Needs) -> bool:
    """SECTOR: a tool for any business, or one built for this visitor's sector and kind."""
    if not tool.sectors:
        return True
    return needs.sector in tool.sectors and (not tool.kinds or needs.kind in tool.kinds)


def outbound_fits(tool: Tool, needs: Needs, catalogue: Catalogue) -> bool:
    """OUTBOUND: no cold prospecting for a business whose customers are people."""
    return tool.role not in catalogue.outbound_roles or needs.sells_to_businesses


def code_fits(tool: Tool, needs: Needs) -> bool:
    """DEVELOPER: set up without code, or a visitor with the expertise to set it up."""
    return tool.no_code or NO_CODE_CHALLENGE not in needs.challenges


def size_fits(tool: Tool, size: str, catalogue: Catalogue) -> bool:
    """SIZE: sold to a business of ``size``, in a job such a business needs (no ticketing
    help desk or ERP for a 1-5 person business)."""
    role = catalogue.role_info.get(tool.role)
    return size in tool.company_sizes and (role is None or role.suits(size))


def open_to(tool: Tool, needs: Needs) -> bool:
    """FILLED, the part that needs no other pick: not theirs already, an add-on only for a
    tool of theirs, never a job their system of record covers (Calendly beside Fresha)."""
    if tool.id in needs.owned:
        return False
    if tool.addon_for is not None:
        return bool({tool.addon_for} & (needs.owned | needs.keys))
    return tool.role not in needs.covered_roles


def always_fits(tool: Tool, needs: Needs, catalogue: Catalogue) -> bool:
    """The invariants no relaxation of the choice may break (choose.py relaxes budget,
    security, the goals a job serves and size, in that order, only to fill a slot)."""
    return (
        open_to(tool, needs)
        and built_for(tool, needs)
        and outbound_fits(tool, needs, catalogue)
        and code_fits(tool, needs)
    )


def priced_alternative(tool: Tool, needs: Needs, catalogue: Catalogue) -> bool:
    """BUDGET: whether a tool with a price or a free tier does ``tool``'s job for them."""
    return any(
        other.role == tool.role
        and other.price_gbp_month is not None
        and always_fits(other, needs, catalogue)
        and size_fits(other, needs.size, catalogue)
        for other in catalogue.tools
    )


# ---------------------------------------------------------------- a whole answer


class Answered(Protocol):
    """What the check reads of a recommendation (engine.Recommendation has it)."""

    tool_id: str
    rationale: str
    replaces: str | None
    addon_for: str | None


@dataclass(frozen=True, slots=True)
class Visit:
    """The visitor as the engine read them, and the catalogue the answer came from."""

    needs: Needs
    current: CurrentTools
    typed: Mapping[str, str]
    """Each product of theirs (tool id or integration key) -> what they called it."""
    catalogue: Catalogue


@dataclass(frozen=True, slots=True)
class Breach:
    invariant: str
    tool_id: str
    detail: str


def breaches(recommendations: Sequence[Answered], visit: Visit) -> list[Breach]:
    """Every invariant an answer breaks (none: it may be stored)."""
    found: list[Breach] = []
    replacements = []
    picked_names = [
        visit.catalogue.by_id[r.tool_id].name
        for r in recommendations
        if r.tool_id in visit.catalogue.by_id
    ]
    for rec in recommendations:
        tool = visit.catalogue.by_id.get(rec.tool_id)
        if tool is None:
            found.append(Breach(FILLED, rec.tool_id, "not a catalogue tool"))
            continue
        found += [Breach(code, tool.id, why) for code, why in _tool_breaches(tool, rec, visit)]
        if tool.addon_for is None and tool.role in visit.needs.owned_roles:
            replacements.append(tool.id)
        for name in _misnamed(rec.rationale, visit, picked_names):
            found.append(Breach(NAMES, tool.id, f"names {name!r}, not what they typed"))
    if len(replacements) > 1 and _open_categories(visit) >= len(recommendations):
        found.append(Breach(FILLED, replacements[-1], "more than one replacement"))
    return found


def _open_categories(visit: Visit) -> int:
    """How many categories hold a tool that keeps the invariants and replaces nothing of
    theirs: with fewer than three, more than one slot may take a (named) replacement (a
    visitor who has a tool for every job)."""
    needs = visit.needs
    return len(
        {
            tool.category
            for tool in visit.catalogue.tools
            if always_fits(tool, needs, visit.catalogue)
            and (tool.addon_for is not None or tool.role not in needs.owned_roles)
        }
    )


def _tool_breaches(tool: Tool, rec: Answered, visit: Visit) -> list[tuple[str, str]]:
    needs, catalogue, text = visit.needs, visit.catalogue, rec.rationale
    found = []
    if not built_for(tool, needs):
        found.append((SECTOR, f"built for {sorted(tool.sectors)} {sorted(tool.kinds)}"))
    if not open_to(tool, needs):
        found.append((FILLED, "theirs already, or a job their system does"))
    elif tool.addon_for is None and tool.role in needs.owned_roles:
        owned = needs.owned_roles[tool.role]
        if rec.replaces != owned or not _named_replacement(text, owned):
            found.append((FILLED, f"does the job of {owned} but is no named replacement"))
    if not outbound_fits(tool, needs, catalogue):
        found.append((OUTBOUND, "prospecting for a business that sells to people"))
    if not code_fits(tool, needs):
        found.append((DEVELOPER, "needs code"))
    if not size_fits(tool, needs.size, catalogue) and SIZE_NOTE not in text:
        found.append((SIZE, f"not for {needs.size}, and the rationale does not say why"))
    if BUDGET_CHALLENGE in needs.challenges:
        if tool.price_gbp_month is None:
            if priced_alternative(tool, needs, catalogue) or ON_REQUEST not in text:
                found.append((BUDGET, "priced on request while a priced tool does the job"))
        elif not _PRICE.search(text):
            found.append((BUDGET, "states no price or free tier"))
    return found


def _named_replacement(text: str, owned: str) -> bool:
    return _occurs(owned, text) and bool(_REPLACES.search(text))


def _body(name: str) -> str:
    return r"[\s\-_]+".join(re.escape(part) for part in name.split())


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)" + _body(name) + r"(?!\w)", re.IGNORECASE)


def _occurs(name: str, text: str) -> bool:
    return bool(name.strip()) and bool(_pattern(name).search(text))


def _spans(names: Sequence[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for name in names if name.strip() for m in _pattern(name).finditer(text)]


def _within(span: tuple[int, int], protected: Sequence[tuple[int, int]]) -> bool:
    """Whether ``span`` lies inside a protected one: "Sage" inside the "Sage 200" they typed,
    "Shopify" inside "Shopify Magic"; never "ChatGPT Business" around the "ChatGPT" typed."""
    return any(start <= span[0] and span[1] <= end for start, end in protected)


def other_names(key: str, typed: str, catalogue: Catalogue) -> set[str]:
    """The names of one of their products other than what they typed: the catalogue's name
    and label for it, and editions of what they typed ("ChatGPT Team" for "ChatGPT")."""
    tool = catalogue.by_id.get(key)
    names = {tool.name} if tool else set()
    if key in catalogue.integration_labels:
        names.add(catalogue.integration_labels[key])
    said = " ".join(typed.casefold().replace("-", " ").replace("_", " ").split())
    names |= {alias for alias in (tool.aliases if tool else ()) if alias.startswith(said + " ")}
    return {name for name in names if " ".join(name.casefold().split()) != said}


def _typed_names(text: str, visit: Visit, picked_names: Sequence[str]):
    """(start, end, what they typed) for each other name of a product they typed, outside
    the picked tools' own names ("Shopify Magic" stays)."""
    for key, typed in visit.typed.items():
        protected = _spans([typed, *picked_names], text)
        for name in sorted(other_names(key, typed, visit.catalogue), key=len, reverse=True):
            for hit in _pattern(name).finditer(text):
                if not _within(hit.span(), protected):
                    yield hit.start(), hit.end(), typed, name


def named_as_typed(text: str, visit: Visit, picked_names: Sequence[str]) -> str:
    """``text`` with every other name of a product they typed replaced by what they typed
    (a tool's benefit may say "Microsoft 365" to a visitor who typed "Office 365")."""
    spans = sorted(_typed_names(text, visit, picked_names))
    kept: list[tuple[int, int, str]] = []
    for start, end, typed, _ in spans:
        if not kept or start >= kept[-1][1]:
            kept.append((start, end, typed))
    for start, end, typed in reversed(kept):
        text = text[:start] + typed + text[end:]
    return text


def _misnamed(text: str, visit: Visit, picked_names: Sequence[str]) -> list[str]:
    """Names of the visitor's products in ``text`` that are not what they typed. Where they
    typed a name, any other name of that product counts; a product they never typed (the
    Excel that comes with Copilot) counts where the text calls it theirs."""
    found = [name for _, _, _, name in _typed_names(text, visit, picked_names)]
    protected = _spans([*visit.typed.values(), *picked_names], text)
    owned = [*visit.current.owned_tool_ids, *visit.needs.owned, *visit.current.integration_keys]
    for key in dict.fromkeys(owned):
        if key in visit.typed:
            continue
        for name in sorted(other_names(key, "", visit.catalogue)):
            theirs = re.compile(
                f"{_THEIRS_BEFORE}(?P<name>{_body(name)})(?!\\w)"
                f"|(?<!\\w)(?P<after>{_body(name)}){_THEIRS_AFTER}",
                re.IGNORECASE,
            )
            for hit in theirs.finditer(text):
                start, end = hit.span("name") if hit.group("name") else hit.span("after")
                if not _within((start, end), protected):
                    found.append(name)
    return sorted(set(found))


def refusal(recommendations: Sequence[Answered], visit: Visit) -> str | None:
    """Why another engine's answer may not be stored ("invariant-sector"), or None: the
    LLM engine's answer is then refused and the catalogue engine answers."""
    broken = breaches(recommendations, visit)
    return f"invariant-{broken[0].invariant}" if broken else None
