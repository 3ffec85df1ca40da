"""Writing the 'Why this fits your needs' rationale for each recommended tool.

Each rationale is 2-3 sentences of plain British English written for one
visitor: it names their company size, at least one of their goals or
challenges by label, why the tool fits, and any of their current tools it works
with or could replace. The three rationales of one result deliberately lead on
different goals/challenges and use different sentence shapes.

The output is plain text (names typed by visitors may appear); templates escape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from pipeline.finder.options import BUSINESS_GOAL_LABELS, MAIN_CHALLENGE_LABELS, OTHER
from pipeline.finder.recommender.catalogue import Tool

SIZE_PHRASES: Mapping[str, str] = {
    "1-5": "a team of 1-5",
    "6-20": "a team of 6-20",
    "21-50": "a business of 21-50 people",
    "51-100": "a business of 51-100 people",
    "101-500": "an organisation of 101-500 people",
    "500+": "an organisation of 500+ people",
}

_CHALLENGE_NOUNS: Mapping[str, str] = {
    "lack-technical-expertise": "a lack of technical expertise",
    "finding-right-tools": "the job of finding the right tools",
}

_CATEGORY_ROLES: Mapping[str, str] = {
    "assistant": "a general AI assistant",
    "automation": "workflow automation",
    "customer-service": "automated customer service",
    "marketing-content": "marketing and content help",
    "sales-crm": "sales and contact management",
    "meetings-notes": "automatic meeting notes",
    "analytics-reporting": "reporting and analysis",
    "finance-admin": "finance and admin automation",
    "productivity": "day-to-day organisation",
    "security-compliance": "security and compliance controls",
    "design-media": "design and video production",
}

_MANUAL_WORK: Mapping[str, str] = {
    "assistant": "drafts, summarises and reformats on request instead of by hand",
    "automation": "passes data between your apps on triggers you set, so re-typing stops",
    "customer-service": "answers routine questions and routes the rest to a person",
    "marketing-content": "produces first drafts and scheduled sends that you edit",
    "sales-crm": "logs emails and calls against each contact and reminds you to follow up",
    "meetings-notes": "writes up notes and action points after each call",
    "analytics-reporting": "refreshes reports from live data instead of rebuilt spreadsheets",
    "finance-admin": "pulls in documents and transactions and suggests how to code them",
    "productivity": "keeps tasks and schedules in one place and automates the hand-offs",
    "security-compliance": "checks settings and collects evidence automatically",
    "design-media": "turns a brief into draft graphics or video you can tweak",
}

_DATA_QUALITY: Mapping[str, str] = {
    "automation": "Moving data automatically between systems removes the re-typing behind "
    "many data quality issues.",
    "sales-crm": "One shared record per customer, with duplicates flagged, helps with data "
    "quality issues.",
    "finance-admin": "Reading figures straight from documents and bank feeds cuts the typing "
    "errors behind data quality issues.",
    "analytics-reporting": "Pulling figures from the source systems rather than copied "
    "spreadsheets helps with data quality issues.",
    "customer-service": "Every conversation is logged against the customer, so records stop "
    "depending on memory, which helps with data quality issues.",
    "meetings-notes": "Notes are captured the same way after every call rather than from "
    "memory, which helps with data quality issues.",
    "productivity": "Keeping the information in one shared, structured place helps with data "
    "quality issues.",
}


@dataclass(frozen=True, slots=True)
class Visitor:
    """What the rationale writer needs to know about the visitor."""

    company_size: str
    goals: tuple[str, ...]
    challenges: tuple[str, ...]
    owned_tools: tuple[Tool, ...]
    integration_keys: tuple[str, ...]
    unknown_tools: tuple[str, ...]
    labels: Mapping[str, str]
    """Display labels for integration keys."""


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _price(amount: float) -> str:
    return f"£{amount:.0f}" if amount == int(amount) else f"£{amount:.2f}"


def _goal(goal: str) -> str:
    return BUSINESS_GOAL_LABELS[goal].lower()


def _challenge(challenge: str) -> str:
    return _CHALLENGE_NOUNS.get(challenge, MAIN_CHALLENGE_LABELS[challenge].lower())


def _pick(options: Sequence[str], used: set[str]) -> str | None:
    """The first option not used by an earlier rationale, else the first option."""
    fresh = [option for option in options if option not in used]
    return (fresh or list(options) or [None])[0]


def _opening(tool: Tool, visitor: Visitor, index: int, used: set[str]) -> tuple[str, str]:
    """First sentence: size, a goal (or challenge) by label, and the tool's benefit.

    Leads on a goal the tool serves (its main purpose first, preferring one the
    earlier rationales did not lead on), else a challenge it helps with, else the
    visitor's first goal or challenge, else the 'other' wording.
    """
    goals = [g for g in visitor.goals if g != OTHER]
    challenges = [c for c in visitor.challenges if c != OTHER]
    goals_met = [g for g in tool.goals if g in goals]
    challenges_met = [c for c in tool.challenges if c in challenges]
    if goals_met:
        goal = _pick(goals_met[:3], used) or goals_met[0]
        return _goal_opening(tool, visitor, index, goal), goal
    if challenges_met or not goals:
        challenge = _pick(challenges_met or challenges[:1], used)
        if challenge:
            return _challenge_opening(tool, visitor, index, challenge), challenge
    if goals:
        return _goal_opening(tool, visitor, index, goals[0]), goals[0]
    size, name, benefit = SIZE_PHRASES[visitor.company_size], tool.name, tool.benefit
    forms = (
        f"For {size} whose needs sit outside the usual list, {name} is a flexible, "
        f"general-purpose choice: it {benefit}.",
        f"{name} {benefit}, a broad starting point for {size} with other priorities.",
        f"As {size} with goals of your own, you can start with {name}: it {benefit}.",
    )
    return forms[index % 3], OTHER


def _goal_opening(tool: Tool, visitor: Visitor, index: int, goal: str) -> str:
    size, name, benefit = SIZE_PHRASES[visitor.company_size], tool.name, tool.benefit
    aim = _goal(goal)
    return (
        f"For {size} that wants to {aim}, {name} {benefit}.",
        f"{name} {benefit}, which suits {size} aiming to {aim}.",
        f"If you want to {aim} as {size}, {name} {benefit}.",
    )[index % 3]


def _challenge_opening(tool: Tool, visitor: Visitor, index: int, challenge: str) -> str:
    size, name, benefit = SIZE_PHRASES[visitor.company_size], tool.name, tool.benefit
    issue = _challenge(challenge)
    return (
        f"For {size} dealing with {issue}, {name} {benefit}.",
        f"{name} {benefit}, which helps {size} facing {issue}.",
        f"With {issue} to tackle, {size} can use {name}: it {benefit}.",
    )[index % 3]


def _suits(tool: Tool, challenge: str) -> bool:
    """Whether the tool's attributes (not just its tags) answer the challenge."""
    return {
        "budget-constraints": tool.price_gbp_month <= 10,
        "lack-technical-expertise": tool.no_code,
        "security-concerns": tool.uk_eu_data or tool.admin_controls,
    }.get(challenge, False)


# Sub-case tests on (tool, shared, others): `shared` are the visitor's integrations
# the tool links to, `others` up to three further integrations it links to.
_WHEN: Mapping[str, Callable[[Tool, Sequence[str], Sequence[str]], bool]] = {
    "free": lambda tool, shared, others: tool.price_gbp_month == 0,
    "up to £25": lambda tool, shared, others: tool.price_gbp_month <= 25,
    "no code": lambda tool, shared, others: tool.no_code,
    "UK/EU data and admin": lambda tool, shared, others: tool.uk_eu_data and tool.admin_controls,
    "UK/EU data": lambda tool, shared, others: tool.uk_eu_data,
    "admin": lambda tool, shared, others: tool.admin_controls,
    "shared and others": lambda tool, shared, others: bool(shared and others),
    "shared": lambda tool, shared, others: bool(shared),
    "data-quality line": lambda tool, shared, others: tool.category in _DATA_QUALITY,
    "tagged data-quality": lambda tool, shared, others: "data-quality-issues" in tool.challenges,
    "not for 500+": lambda tool, shared, others: "500+" not in tool.company_sizes,
    "else": lambda tool, shared, others: True,
}

# Per challenge, its sub-cases in order (the first whose _WHEN holds is used) and their
# sentence: one string, or three forms rotated by the rationale's index. Placeholders:
# {issue} the challenge, {price} the starting price, {others} the labels of `others`,
# {manual} / {data_line} / {role} the tool category's line in _MANUAL_WORK /
# _DATA_QUALITY / _CATEGORY_ROLES. Any challenge not listed uses the OTHER entry.
_CHALLENGE_SENTENCES: Mapping[str, Mapping[str, str | tuple[str, ...]]] = {
    "budget-constraints": {
        "free": (
            "There is a free plan, so {issue} need not stop you trying it.",
            "You can start on its free plan and pay only once it earns its keep, which "
            "suits {issue}.",
            "Its free tier lets you test it properly before spending anything, which "
            "matters with {issue}.",
        ),
        "up to £25": "At about {price} a month to start, it is a modest outlay given {issue}.",
        "else": (
            "It starts at about {price} a month, so with {issue} begin with one seat and "
            "check the value before adding more."
        ),
    },
    "lack-technical-expertise": {
        "no code": (
            "It is set up with menus and templates rather than code, which matters given {issue}.",
            "Nobody needs to write code to use it, so {issue} is no barrier.",
            "Setting it up is point-and-click, which gets round {issue}.",
        ),
        "else": "It needs some technical set-up, so given {issue} budget for a few hours of help.",
    },
    "security-concerns": {
        "UK/EU data and admin": (
            "Data can be hosted in the UK or EU and admins control who sees what, which "
            "answers common {issue}."
        ),
        "UK/EU data": "Your data can be kept in UK or EU data centres, which helps with {issue}.",
        "admin": "Business plans add admin controls such as single sign-on, which eases {issue}.",
        "else": "Given your {issue}, read its data-processing terms before loading customer data.",
    },
    "integration-challenges": {
        "shared and others": (
            "Beyond those, it has ready-made links to {others}, which eases {issue} as you "
            "add tools."
        ),
        "shared": "Those are direct, ready-made links, so {issue} need no custom development.",
        "else": "Ready-made connections to tools such as {others} ease {issue}.",
    },
    "too-many-manual-processes": {
        "else": "Where {issue} eat into the week, it {manual}.",
    },
    "staff-resistance": {
        "shared": (
            "Because it plugs into tools your people already use, habits barely change, "
            "which softens {issue}."
        ),
        "no code": (
            "It is quick to learn, so a short demo usually wins round sceptics and eases {issue}.",
            "Most people pick it up in an afternoon, which takes the sting out of {issue}.",
            "A small, visible win with it is the easiest answer to {issue}.",
        ),
        "else": "Pilot it with one keen team first to show results, which helps with {issue}.",
    },
    "data-quality-issues": {
        "data-quality line": "{data_line}",
        "tagged data-quality": (
            "It captures information in a consistent, structured form, which helps with {issue}."
        ),
        "else": (
            "It will not fix {issue} on its own, so tidy the data it works from before you "
            "rely on its output."
        ),
    },
    "scalability-issues": {
        "not for 500+": (
            "It suits firms up to a few hundred people, so with {issue} in mind check its "
            "larger plans before you outgrow it."
        ),
        "else": (
            "Its plans run from small teams to large organisations, which limits {issue} later.",
            "You add seats or usage as you grow rather than switching systems, which avoids "
            "{issue}.",
            "Much larger firms use it too, so {issue} should not force a change later.",
        ),
    },
    OTHER: {
        "else": (
            "If {issue} has stalled you, this is an established choice for {role}, so guides "
            "and help are easy to find."
        ),
    },
}


def _challenge_sentence(tool: Tool, challenge: str, visitor: Visitor, index: int) -> str:
    """One sentence on how the tool handles a challenge, honest about poor fits."""
    shared = tuple(k for k in visitor.integration_keys if k in tool.integrates_with)
    others = tuple(k for k in tool.integrates_with if k not in shared)[:3]
    cases = _CHALLENGE_SENTENCES.get(challenge, _CHALLENGE_SENTENCES[OTHER])
    forms = next(forms for case, forms in cases.items() if _WHEN[case](tool, shared, others))
    form = forms if isinstance(forms, str) else forms[index % len(forms)]
    return form.format(
        issue=_challenge(challenge),
        price=_price(tool.price_gbp_month),
        others=_labels(others, visitor),
        manual=_MANUAL_WORK[tool.category],
        data_line=_DATA_QUALITY.get(tool.category, ""),
        role=_CATEGORY_ROLES[tool.category],
    )


def _labels(keys: Sequence[str], visitor: Visitor) -> str:
    return _join([visitor.labels.get(key, key) for key in keys])


def _tools_sentence(tool: Tool, visitor: Visitor, index: int) -> tuple[str | None, set[str]]:
    """How the tool relates to what the visitor already uses; also returns who is named."""
    shared = [k for k in visitor.integration_keys if k in tool.integrates_with][:3]
    rivals = [owned for owned in visitor.owned_tools if owned.id in tool.alternatives][:1]
    named = {owned.id for owned in visitor.owned_tools if owned.own_keys & set(shared)}
    named |= {owned.id for owned in rivals}
    if not shared and not rivals:
        return None, named
    if not shared:
        rival = rivals[0].name
        return (
            f"You already use {rival}; {tool.name} is an alternative worth a look only if "
            f"{rival} is falling short."
        ), named
    listed = _labels(shared, visitor)
    verb = "connects" if len(shared) == 1 else "connect"
    forms = (
        f"It connects directly to {listed}, which you already use",
        f"It already works with your {listed}, so there is little to rewire",
        f"Your existing {listed} {verb} to it, so it slots into how you already work",
    )
    sentence = forms[index % 3]
    if rivals:
        sentence += f", and it could replace {rivals[0].name} if that is falling short"
    return sentence + ".", named


def _already_have(tool: Tool, owned: Sequence[Tool]) -> str:
    names = _join([item.name for item in owned[:3]] + (["others"] if len(owned) > 3 else []))
    pronoun = "it" if len(owned) == 1 else "them"
    return (
        f"You already have {names}, so we have left {pronoun} out; {tool.name} does a "
        "different job and sits alongside."
    )


def _starting_price(tool: Tool, index: int) -> str:
    if tool.price_gbp_month == 0:
        return (
            "There is a free plan, so you can try it before paying anything.",
            "A free plan lets you test it on real work first.",
            "You can start free and upgrade only if it proves useful.",
        )[index % 3]
    price = _price(tool.price_gbp_month)
    return (
        f"Prices start at about {price} a month, so a short trial will show whether it pays "
        "its way.",
        f"Plans start from about {price} a month; judge it on the hours it saves in the first "
        "month.",
        f"Expect to pay from about {price} a month, and check the vendor's current price "
        "before committing.",
    )[index % 3]


def write_rationales(tools: Sequence[Tool], visitor: Visitor) -> list[str]:
    """One rationale per tool, in order, each 2-3 sentences."""
    used_focus: set[str] = set()
    openings, tool_lines, mentioned = [], [], set()
    for index, tool in enumerate(tools):
        opening, focus = _opening(tool, visitor, index, used_focus)
        used_focus.add(focus)
        openings.append(opening)
        line, named = _tools_sentence(tool, visitor, index)
        tool_lines.append(line)
        mentioned |= named
    unmentioned = [owned for owned in visitor.owned_tools if owned.id not in mentioned]
    home = next((i for i, line in enumerate(tool_lines) if line is None), 0)
    unknown_home = next(
        (i for i, line in enumerate(tool_lines) if line is None and i != home), None
    )
    rationales = []
    for index, tool in enumerate(tools):
        extras = [tool_lines[index]]
        if unmentioned and index == home:
            extras.append(_already_have(tool, unmentioned))
        challenges = [c for c in visitor.challenges if c != OTHER]
        ranked = [c for c in challenges if c in tool.challenges or _suits(tool, c)] + challenges
        challenge = _pick([c for c in ranked if c not in used_focus] or ranked, set())
        if challenge:
            used_focus.add(challenge)
            extras.append(_challenge_sentence(tool, challenge, visitor, index))
        if visitor.unknown_tools and index == unknown_home:
            extras.append(
                f"We could not confirm how it works with "
                f"{_join(list(visitor.unknown_tools[:2]))}, so check that first."
            )
        if challenge != "budget-constraints":  # that sentence already spoke about price
            extras.append(_starting_price(tool, index))
        sentences = [openings[index], *[s for s in extras if s][:2]]
        rationales.append(" ".join(sentences))
    return rationales
