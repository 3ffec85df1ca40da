"""The consultant's rules, checked against one answer.

Some rules hold for every profile (three tools, the sector read, nothing made for another
sector, nothing the visitor already uses, one tool per role, a tool that does the job of
one they use only as a named replacement, every tool sized for the company); budget and
security rules hold when the visitor chose those challenges; the rest are the profile's
own ``expect``. A rule that does not apply to a profile gives None, shown as '-' in the
table."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from tests.support.evaluation.answer import Answer, Pick
from tests.support.evaluation.profiles import Profile
from tests.support.evaluation.vocabulary import KnownTool, Reference, norm

BUDGET = "budget-constraints"
SECURITY = "security-concerns"
_REPLACES = re.compile(
    r"\breplac|\binstead of\b|\bin place of\b|\bswap"
    r"|\b(?:switch|mov)(?:e|es|ing)? (?:away )?from\b",
    re.IGNORECASE,
)
_STATES_PRICE = re.compile(r"\bfree\b|£\s?\d", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Verdict:
    passed: bool
    detail: str = ""


@dataclass(frozen=True)
class Context:
    profile: Profile
    answer: Answer
    catalogue: tuple[Pick, ...]
    """The engine's whole catalogue, for rules that compare a pick with its rivals."""
    reference: Reference


def _ok(detail: str = "") -> Verdict:
    return Verdict(True, detail)


def _fail(detail: str) -> Verdict:
    return Verdict(False, detail)


def _mentions(text: str, name: str) -> bool:
    return f" {norm(name)} " in f" {norm(text)} "


def used_tools(ctx: Context) -> list[tuple[KnownTool, frozenset[str]]]:
    """What the visitor uses, each with its roles (the reference's and the engine's)."""
    engine = {pick.tool_id: pick.roles for pick in ctx.catalogue}
    return [
        (tool, frozenset({tool.role} | engine.get(tool.key, frozenset())))
        for tool in (ctx.reference.tools[key] for key in ctx.profile.uses)
    ]


def _is(pick: Pick, tool: KnownTool) -> bool:
    return pick.tool_id == tool.key or bool(pick.names & tool.names)


def sectors_of(pick: Pick, reference: Reference) -> frozenset[str]:
    """The sectors a tool is made for: tagged so, or doing a job only they have."""
    by_role = {s for s, roles in reference.sector_roles.items() if pick.roles & roles}
    return pick.sectors | by_role


def _roles(pick: Pick) -> str:
    return f"{pick.name} ({', '.join(sorted(pick.roles)) or 'no role'})"


# ------------------------------------------------------------------ every profile


def three_tools(ctx: Context) -> Verdict:
    ids = [pick.tool_id for pick in ctx.answer.picks]
    if len(ids) != 3 or len(set(ids)) != 3:
        return _fail(f"expected three different tools, got {ids}")
    return _ok()


def not_already_used(ctx: Context) -> Verdict:
    clashes = [
        f"{pick.name} (uses {tool.label})"
        for pick in ctx.answer.picks
        for tool, _ in used_tools(ctx)
        if _is(pick, tool)
    ]
    return _fail("already used: " + "; ".join(clashes)) if clashes else _ok()


def one_per_role(ctx: Context) -> Verdict:
    if unknown := [pick.name for pick in ctx.answer.picks if not pick.roles]:
        return _fail(f"no role known for {', '.join(unknown)}")
    clashes = [
        f"{a.name} and {b.name} are both {', '.join(sorted(a.roles & b.roles))}"
        for a, b in itertools.combinations(ctx.answer.picks, 2)
        if a.roles & b.roles
    ]
    return _fail("; ".join(clashes)) if clashes else _ok()


def replacement_named(ctx: Context) -> Verdict:
    """A tool doing the job of one they use must say it could replace it; one at most."""
    replacements, problems = [], []
    for pick in ctx.answer.picks:
        rivals = [t for t, roles in used_tools(ctx) if roles & pick.roles and not _is(pick, t)]
        if not rivals:
            continue
        replacements.append(pick.name)
        named = any(_mentions(pick.rationale, name) for t in rivals for name in t.names)
        if not (named and _REPLACES.search(pick.rationale)):
            problems.append(
                f"{pick.name} does the job of {', '.join(t.label for t in rivals)} "
                "but its rationale does not offer it as a named replacement"
            )
    if len(replacements) > 1:
        problems.append(f"more than one replacement: {', '.join(replacements)}")
    return _fail("; ".join(problems)) if problems else _ok()


def no_other_sector_tool(ctx: Context) -> Verdict:
    """A tool made for another sector shows we misread the visitor (Gorgias for a
    letting agent, a legal AI for the Law Bakery)."""
    sector = ctx.profile.expect.sector
    alien = [
        f"{pick.name} is for {', '.join(sorted(made_for))}"
        for pick in ctx.answer.picks
        if (made_for := sectors_of(pick, ctx.reference)) and sector not in made_for
    ]
    return _fail("; ".join(alien)) if alien else _ok()


def fits_size(ctx: Context) -> Verdict:
    size = ctx.profile.size
    unknown = [p.name for p in ctx.answer.picks if p.company_sizes is None]
    wrong = [
        p.name
        for p in ctx.answer.picks
        if p.company_sizes is not None and size not in p.company_sizes
    ]
    if unknown:
        return _fail(f"engine gives no company sizes for {', '.join(unknown)}")
    return _fail(f"not for {size}: {', '.join(wrong)}") if wrong else _ok()


# --------------------------------------------------------- the visitor's challenges


def _rivals(ctx: Context, pick: Pick) -> list[Pick]:
    """Catalogue tools doing the same job that would also fit this visitor."""
    used = [tool for tool, _ in used_tools(ctx)]
    secure = SECURITY in ctx.profile.challenges
    sector = ctx.profile.expect.sector
    return [
        other
        for other in ctx.catalogue
        if other.roles & pick.roles
        and other.price_gbp_month is not None
        and ctx.profile.size in (other.company_sizes or ())
        and not any(_is(other, tool) for tool in used)
        and (not secure or (other.uk_eu_data and other.admin_controls))
        and sector in (sectors_of(other, ctx.reference) or {sector})
    ]


def within_budget(ctx: Context) -> Verdict | None:
    """Budget: a free tier, or the cheapest tool that does the job; and the price said."""
    if BUDGET not in ctx.profile.challenges:
        return None
    problems = []
    for pick in ctx.answer.picks:
        price = pick.price_gbp_month
        if price is None:
            problems.append(f"no price known for {pick.name}")
            continue
        cheapest = min((p.price_gbp_month for p in _rivals(ctx, pick)), default=price)
        if price > 0 and price > cheapest:
            problems.append(f"{pick.name} costs £{price:g}, a tool for its job £{cheapest:g}")
        if not _STATES_PRICE.search(pick.rationale):
            problems.append(f"{pick.name}'s rationale does not state its price or free tier")
    return _fail("; ".join(problems)) if problems else _ok()


def secure_enough(ctx: Context) -> Verdict | None:
    """Security: UK/EU data residency and admin controls, as facts, not words."""
    if SECURITY not in ctx.profile.challenges:
        return None
    problems = []
    for pick in ctx.answer.picks:
        if pick.uk_eu_data is not True:
            problems.append(f"{pick.name}: no UK/EU data residency")
        if pick.admin_controls is not True:
            problems.append(f"{pick.name}: no admin controls")
    return _fail("; ".join(problems)) if problems else _ok()


# --------------------------------------------------------- the profile's own rules


def reads_sector(ctx: Context) -> Verdict:
    expected, answer = ctx.profile.expect.sector, ctx.answer
    if answer.sector_label is None:
        return _fail("engine reports no sector")
    if answer.sector is None:
        return _fail(f"engine reports {answer.sector_label!r}, which is no sector we know")
    if answer.sector != expected:
        return _fail(f"read as {answer.sector}, expected {expected}")
    return _ok()


def has_sector_tool(ctx: Context) -> Verdict | None:
    sector = ctx.profile.expect.sector
    if not ctx.profile.expect.sector_tool:
        return None
    if any(sector in sectors_of(p, ctx.reference) for p in ctx.answer.picks):
        return _ok()
    seen = "; ".join(map(_roles, ctx.answer.picks))
    return _fail(f"no {sector} tool among: {seen}")


def no_forbidden_tool(ctx: Context) -> Verdict | None:
    forbidden = ctx.profile.expect.forbid_tools
    if not forbidden:
        return None
    found = [p.name for p in ctx.answer.picks if p.tool_id in forbidden]
    return _fail(f"must not appear: {', '.join(found)}") if found else _ok()


def covers_roles(ctx: Context) -> Verdict | None:
    wanted = ctx.profile.expect.require_roles
    if not wanted:
        return None
    done = frozenset().union(*(p.roles for p in ctx.answer.picks))
    missing = [" or ".join(any_of) for any_of in wanted if not set(any_of) & done]
    if missing:
        seen = "; ".join(map(_roles, ctx.answer.picks))
        return _fail(f"nothing that is {' / '.join(missing)} among: {seen}")
    return _ok()


def no_forbidden_role(ctx: Context) -> Verdict | None:
    forbidden = set(ctx.profile.expect.forbid_roles)
    if not forbidden:
        return None
    found = [_roles(p) for p in ctx.answer.picks if p.roles & forbidden]
    return _fail(f"must not appear: {'; '.join(found)}") if found else _ok()


def no_forbidden_text(ctx: Context) -> Verdict | None:
    phrases = ctx.profile.expect.forbid_text
    if not phrases:
        return None
    found = [
        f"{pick.name} says {phrase!r}"
        for pick in ctx.answer.picks
        for phrase in phrases
        if phrase.casefold() in f"{pick.name} {pick.rationale}".casefold()
    ]
    return _fail("; ".join(found)) if found else _ok()


@dataclass(frozen=True, slots=True)
class Rule:
    code: str
    """The table's column header."""
    title: str
    check: Callable[[Context], Verdict | None]


RULES: tuple[Rule, ...] = (
    Rule("3", "three different tools", three_tools),
    Rule("SECTOR", "reads the sector", reads_sector),
    Rule("S-TOOL", "a tool specific to the sector", has_sector_tool),
    Rule("X-SECT", "no tool made for another sector", no_other_sector_tool),
    Rule("NO-ID", "none of the tools that must not appear", no_forbidden_tool),
    Rule("ROLE+", "covers the roles asked for", covers_roles),
    Rule("ROLE-", "none of the roles that must not appear", no_forbidden_role),
    Rule("USED", "no tool the visitor already uses", not_already_used),
    Rule("1/ROLE", "no two tools of one role", one_per_role),
    Rule("REPL", "a rival to a current tool only as one named replacement", replacement_named),
    Rule("SIZE", "every tool sized for the company", fits_size),
    Rule("BUDGET", "free tier or cheapest for its job, price stated", within_budget),
    Rule("SECURE", "UK/EU data and admin controls", secure_enough),
    Rule("TEXT", "no rationale echoes a non-answer", no_forbidden_text),
)


def check(ctx: Context) -> dict[str, Verdict | None]:
    """Every rule's verdict for one answer, by rule code (None: does not apply)."""
    return {rule.code: rule.check(ctx) for rule in RULES}
