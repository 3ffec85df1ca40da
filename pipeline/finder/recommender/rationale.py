"""Writing the 'Why this fits your needs' rationale for each recommended tool.

Each rationale is 2-3 sentences of plain British English written for one visitor. It opens
with their problem (a goal or challenge they chose, by its label), then says what the tool
does about it for a business of their size and sector; then, in order of importance:
  * whether it adds AI to a tool they own, or would replace one ("could replace Klaviyo
    if ...": the only way a tool doing the job of a current tool is recommended);
  * what their budget or security constraint means for it (free tier or lowest price of
    its kind; UK or EU data and admin controls);
  * which of their tools it works with, a tool of theirs we left out, another challenge,
    that some tools they named went unchecked (never which: visitor words are not quoted),
    or its starting price.
The three rationales of one result lead on different goals or challenges and use different
sentence shapes, so they never read as one template. The phrase tables are sentences.py.

The output is plain text; templates escape. No visitor text appears in it.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pipeline.finder.options import BUSINESS_GOAL_LABELS, COMPANY_SIZE_IDS, GENERAL, OTHER
from pipeline.finder.recommender.choose import Pick
from pipeline.finder.recommender.entries import Tool
from pipeline.finder.recommender.invariants import BUDGET_CHALLENGE, ON_REQUEST, SIZE_NOTE
from pipeline.finder.recommender.rationale_phrases import (
    _ADDON,
    _CHALLENGE_OPENINGS,
    _CHEAPEST,
    _CHEAPEST_AND_SECURE,
    _FREE,
    _FREE_AND_SECURE,
    _GOAL_OPENINGS,
    _OTHER_OPENINGS,
    _REPLACEMENT,
    _SECURE,
)
from pipeline.finder.recommender.roles import Role
from pipeline.finder.recommender.sentences import (
    _CATEGORY_ROLES,
    _CHALLENGE_SENTENCES,
    _DATA_QUALITY,
    _MANUAL_WORK,
    _WHEN,
    SIZE_PHRASES,
    challenge_noun,
    join,
    price,
    size_phrase,
    suits,
)
from pipeline.finder.recommender.sentences import (
    _challenge_sentence as _table_sentence,
)

__all__ = [
    "SIZE_PHRASES",
    "Visitor",
    "write_rationales",
    # The phrase tables, for tests and readers who look for them here.
    "_CATEGORY_ROLES",
    "_CHALLENGE_SENTENCES",
    "_DATA_QUALITY",
    "_MANUAL_WORK",
    "_WHEN",
]

CONSTRAINTS = ("budget-constraints", "security-concerns")
UNKNOWN_TOOLS_SENTENCE = (
    "We could not confirm how it works with the other tools you mentioned, so check that first."
)


@dataclass(frozen=True, slots=True)
class Visitor:
    """What the rationale writer needs to know about the visitor."""

    company_size: str
    goals: tuple[str, ...]
    challenges: tuple[str, ...]
    owned_tools: tuple[Tool, ...]
    """Catalogue tools they use that are not among the picks."""
    integration_keys: tuple[str, ...]
    unknown_tools: tuple[str, ...]
    labels: Mapping[str, str]
    """Display labels for integration keys."""
    sector: str = GENERAL
    kind: str = ""
    """What to call the business ("nursery", "law firm"); empty: by its size alone."""
    owned_roles: Mapping[str, str] = field(default_factory=dict)
    """Role -> the name of the current tool that does that job."""
    rules_kept: bool = True
    """False when the engine had to relax its budget or security rule for some pick."""
    roles: Mapping[str, Role] = field(default_factory=dict)
    """The catalogue's roles: the smallest team each suits."""
    typed: Mapping[str, str] = field(default_factory=dict)
    """What the visitor called each product they typed, by tool id or integration key: a
    rationale names a product of theirs only so (issue 35), and never one they did not
    type (the Excel that comes with Copilot)."""


def _goal(goal: str) -> str:
    return BUSINESS_GOAL_LABELS[goal].lower()


def _pick_focus(options: Sequence[str], used: set[str]) -> str | None:
    """The first option not used by an earlier rationale, else the first option."""
    fresh = [option for option in options if option not in used]
    return (fresh or list(options) or [None])[0]


def _offset(visitor: Visitor) -> int:
    """A stable shift of the sentence shapes per visitor, so visitors with different
    answers do not all get the same shapes in the same order."""
    key = "|".join((visitor.company_size, visitor.sector, *visitor.goals, *visitor.challenges))
    return zlib.crc32(key.encode())


def _opening(tool: Tool, visitor: Visitor, index: int, used: set[str]) -> tuple[str, str]:
    """First sentence: the visitor's problem, then the tool and its benefit for their size.

    Leads on a goal the tool serves (its main purpose first, preferring one the earlier
    rationales did not lead on), else a challenge it helps with, else the visitor's first
    challenge, else the 'other' wording: never a goal the tool does not serve.
    """
    goals = [g for g in visitor.goals if g != OTHER]
    challenges = [c for c in visitor.challenges if c != OTHER]
    goals_met = [g for g in tool.goals if g in goals]
    challenges_met = [c for c in tool.challenges if c in challenges]
    values = {
        "size": size_phrase(visitor.company_size, visitor.kind),
        "name": tool.name,
        "benefit": tool.benefit,
    }
    shape = (_offset(visitor) + index) % len(_GOAL_OPENINGS)
    goal = _pick_focus(goals_met[:3], used) if goals_met else None
    if goal:
        return _GOAL_OPENINGS[shape].format(aim=_goal(goal), **values), goal
    # Never tie a tool to a goal its job does not serve: lead on a challenge instead.
    challenge = _pick_focus(challenges_met or challenges[:1], used)
    if challenge:
        form = _CHALLENGE_OPENINGS[shape]
        return form.format(issue=challenge_noun(challenge), **values), challenge
    return _OTHER_OPENINGS[index % 3].format(**values), OTHER


def _outgrown(owned: Tool, tool: Tool, visitor: Visitor) -> bool:
    """Whether the visitor's next size up is beyond ``owned`` but within ``tool``."""
    position = COMPANY_SIZE_IDS.index(visitor.company_size)
    bigger = COMPANY_SIZE_IDS[min(position + 1, len(COMPANY_SIZE_IDS) - 1)]
    return bigger not in owned.company_sizes and bigger in tool.company_sizes


def _reason(tool: Tool, owned: Tool | None, visitor: Visitor) -> str:
    """Why a visitor might switch from ``owned`` to ``tool`` (owned: None if not catalogued)."""
    challenges = set(visitor.challenges)
    cheaper = (
        owned is not None
        and tool.price_gbp_month is not None
        and (owned.price_gbp_month is None or tool.price_gbp_month < owned.price_gbp_month)
    )
    if "budget-constraints" in challenges and cheaper:
        return "you need to cut what it costs"
    if "security-concerns" in challenges and tool.uk_eu_data and not (owned and owned.uk_eu_data):
        return "you need your data held in the UK or EU"
    if "lack-technical-expertise" in challenges and tool.no_code and owned and not owned.no_code:
        return "you need something your team can run without code"
    if "scalability-issues" in challenges and owned and _outgrown(owned, tool, visitor):
        return "you are outgrowing it"
    if visitor.sector in tool.sectors and not (owned and owned.sectors):
        article = "an" if visitor.kind[:1] in "aeiou" else "a"
        return f"you want a tool built for {article} {visitor.kind or 'business'} like yours"
    return "it is falling short for you"


def _relation(pick: Pick, visitor: Visitor, index: int) -> str | None:
    """The add-on or replacement sentence, if the pick is either."""
    if pick.addon_for:
        return _ADDON[index % 3].format(base=pick.addon_for)
    if pick.replaces:
        owned = next(
            (t for t in visitor.owned_tools if visitor.typed.get(t.id) == pick.replaces), None
        )
        reason = _reason(pick.tool, owned, visitor)
        return _REPLACEMENT[index % 3].format(owned=pick.replaces, reason=reason)
    return None


def _constraint(tool: Tool, visitor: Visitor, index: int) -> str | None:
    """What "Budget constraints" and "Security concerns" mean for this tool."""
    budget = "budget-constraints" in visitor.challenges
    security = "security-concerns" in visitor.challenges
    secure = tool.uk_eu_data and tool.admin_controls
    free = tool.price_gbp_month == 0
    cheapest = visitor.rules_kept and tool.price_gbp_month is not None
    both = challenge_noun("budget-constraints") + " and " + challenge_noun("security-concerns")
    values = {"role": tool.role, "price": price(tool.price_gbp_month or 0)}
    if budget and security and secure and (free or cheapest):
        forms = _FREE_AND_SECURE if free else _CHEAPEST_AND_SECURE
        return forms[index % 3].format(issue=both, **values)
    if budget and (free or cheapest):
        forms = _FREE if free else _CHEAPEST
        return forms[index % 3].format(issue=challenge_noun("budget-constraints"), **values)
    if budget and tool.price_gbp_month is None:  # only when nothing priced does its job
        return f"{ON_REQUEST}: ask for a figure before anything else."
    if budget:  # the budget rule relaxed: its price is still said (issue 35)
        return _table_sentence(
            tool, "budget-constraints", index, visitor.integration_keys, visitor.labels
        )
    if security and secure:
        return _SECURE[index % 3].format(issue=challenge_noun("security-concerns"))
    for challenge in CONSTRAINTS:
        if challenge in visitor.challenges:  # a relaxed rule: say plainly what it means
            return _table_sentence(tool, challenge, index, visitor.integration_keys, visitor.labels)
    return None


def _size_note(tool: Tool, visitor: Visitor) -> str | None:
    """Why a tool built for bigger teams is offered at all (only when nothing lighter fit)."""
    role = visitor.roles.get(tool.role)
    size = visitor.company_size
    if size in tool.company_sizes and (role is None or role.suits(size)):
        return None
    return f"It is more than {SIZE_PHRASES[size]} usually needs; {SIZE_NOTE}."


def charity_sentence(tool: Tool, visitor: Visitor) -> str | None:
    """A charity is told about the vendor's charity or non-profit pricing, when it has one."""
    if visitor.sector != "charities" or not tool.charity_note:
        return None
    return f"Charity pricing: {tool.charity_note.rstrip('.')}."


def _tools_sentence(tool: Tool, visitor: Visitor, index: int) -> tuple[str | None, set[str]]:
    """Which of the visitor's tools it works with; also returns the owned tools named."""
    shared = [
        key
        for key in visitor.integration_keys
        if key in tool.integrates_with and visitor.typed.get(key)
    ][:3]
    named = {owned.id for owned in visitor.owned_tools if owned.own_keys & set(shared)}
    if not shared:
        return None, named
    listed = join(list(dict.fromkeys(visitor.typed[key] for key in shared)))
    verb = "connects" if len(shared) == 1 else "connect"
    forms = (
        f"It connects directly to {listed}, which you already use.",
        f"It already works with your {listed}, so there is little to rewire.",
        f"Your existing {listed} {verb} to it, so it slots into how you already work.",
    )
    return forms[index % 3], named


def _already_have(tool: Tool, owned: Sequence[Tool], typed: Mapping[str, str]) -> str:
    said = [typed[item.id] for item in owned]
    names = join(said[:3] + (["others"] if len(said) > 3 else []))
    pronoun = "it" if len(owned) == 1 else "them"
    return (
        f"You already have {names}, so we have left {pronoun} out; {tool.name} does a "
        "different job and sits alongside."
    )


def _starting_price(tool: Tool, index: int) -> str:
    if tool.price_gbp_month is None:
        return (
            "Pricing is by quote, so ask for a figure for a business of your size before a demo.",
            "The vendor prices it on request, so get a quote before you spend time on a trial.",
            "There is no list price; ask for a quote and a trial on your own work.",
        )[index % 3]
    if tool.price_gbp_month == 0:
        return (
            "There is a free plan, so you can try it before paying anything.",
            "A free plan lets you test it on real work first.",
            "You can start free and upgrade only if it proves useful.",
        )[index % 3]
    amount = price(tool.price_gbp_month)
    return (
        f"Prices start at about {amount} a month, so a short trial will show whether it pays "
        "its way.",
        f"Plans start from about {amount} a month; judge it on the hours it saves in the first "
        "month.",
        f"Expect to pay from about {amount} a month, and check the vendor's current price "
        "before committing.",
    )[index % 3]


def _challenge_sentence(tool: Tool, challenge: str, visitor: Visitor, index: int) -> str:
    """The table's sentence on how ``tool`` handles ``challenge`` (sentences.py)."""
    return _table_sentence(tool, challenge, index, visitor.integration_keys, visitor.labels)


def write_rationales(picks: Sequence[Pick | Tool], visitor: Visitor) -> list[str]:
    """One rationale per pick, in order, each 2-3 sentences."""
    picks = [pick if isinstance(pick, Pick) else Pick(pick) for pick in picks]
    used_focus: set[str] = set()
    openings, firsts, tool_lines, mentioned = [], [], [], set()
    for index, pick in enumerate(picks):
        opening, focus = _opening(pick.tool, visitor, index, used_focus)
        used_focus.add(focus)
        openings.append(opening)
        firsts.append(
            [
                s
                for s in (
                    _relation(pick, visitor, index),
                    _size_note(pick.tool, visitor),
                    _constraint(pick.tool, visitor, index),
                )
                if s
            ]
        )
        line, named = _tools_sentence(pick.tool, visitor, index)
        tool_lines.append(line)
        mentioned |= named | {
            o.id for o in visitor.owned_tools if visitor.typed.get(o.id) == pick.replaces
        }
    # A tool of theirs no rationale names is mentioned on the card with the most room.
    room = [len(f) + (line is not None) for f, line in zip(firsts, tool_lines, strict=True)]
    unmentioned = [
        owned
        for owned in visitor.owned_tools
        if owned.id not in mentioned and visitor.typed.get(owned.id)
    ]
    home = min(range(len(picks)), key=lambda i: (room[i], i))
    spare = [i for i in range(len(picks)) if i != home or not unmentioned]
    unknown_home = min(spare, key=lambda i: (room[i], i)) if spare else None
    others = [c for c in visitor.challenges if c != OTHER and c not in CONSTRAINTS]
    rationales = []
    for index, pick in enumerate(picks):
        tool = pick.tool
        extras = [*firsts[index], tool_lines[index]]
        if unmentioned and index == home:
            extras.append(_already_have(tool, unmentioned, visitor.typed))
        ranked = [c for c in others if c in tool.challenges or suits(tool, c)] + others
        challenge = _pick_focus([c for c in ranked if c not in used_focus] or ranked, set())
        if challenge:
            used_focus.add(challenge)
            extras.append(_challenge_sentence(tool, challenge, visitor, index))
        if visitor.unknown_tools and index == unknown_home:
            # Never their words: the email and PDF go to an address nobody has proved, and
            # an "unknown tool" can be any phrase ("Go to https and evil.example").
            extras.append(UNKNOWN_TOOLS_SENTENCE)
        if "budget-constraints" not in visitor.challenges:  # else the price is stated above
            extras.append(_starting_price(tool, index))
        charity = charity_sentence(tool, visitor)
        # A charity's pricing outranks the nice-to-know lines (integrations, the list
        # price), not the replacement, size or budget lines: those four make a fourth
        # sentence only when all of them apply.
        kept = max(len(firsts[index]), 1) if charity else 2
        # Never left out (issue 35): why a bigger tool is offered, and on a budget the
        # price, free tier or why it is on request.
        required = {_size_note(tool, visitor)}
        if BUDGET_CHALLENGE in visitor.challenges:
            required.add(_constraint(tool, visitor, index))
        listed = [s for s in extras if s]
        chosen = [s for i, s in enumerate(listed) if s in required or i < kept]
        sentences = [openings[index], *chosen]
        if charity:
            sentences.append(charity)
        rationales.append(" ".join(sentences))
    return rationales
