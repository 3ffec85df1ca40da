"""The phrases a rationale is built from: how each size, sector, challenge and category
is named, and the table of challenge sentences (which sentence answers which challenge for
which kind of tool). rationale.py assembles them.

Plain text: names typed by visitors may appear; templates escape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pipeline.finder.options import MAIN_CHALLENGE_LABELS, OTHER
from pipeline.finder.recommender.entries import Tool

SIZE_PHRASES: Mapping[str, str] = {
    "1-5": "a team of 1-5",
    "6-20": "a team of 6-20",
    "21-50": "a business of 21-50 people",
    "51-100": "a business of 51-100 people",
    "101-500": "an organisation of 101-500 people",
    "500+": "an organisation of 500+ people",
}


def size_phrase(size: str, kind: str = "") -> str:
    """'a team of 6-20', or with what the business is 'a law firm of 6-20 people'."""
    noun = kind
    if not noun:
        return SIZE_PHRASES[size]
    article = "an" if noun[0] in "aeiou" else "a"
    return f"{article} {noun} of {size} people"


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


def challenge_noun(challenge: str) -> str:
    return _CHALLENGE_NOUNS.get(challenge, MAIN_CHALLENGE_LABELS[challenge].lower())


def join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def price(amount: float) -> str:
    return f"£{amount:.0f}" if amount == int(amount) else f"£{amount:.2f}"


def suits(tool: Tool, challenge: str) -> bool:
    """Whether the tool's attributes (not just its tags) answer the challenge."""
    return {
        "budget-constraints": tool.price_gbp_month is not None and tool.price_gbp_month <= 10,
        "lack-technical-expertise": tool.no_code,
        "security-concerns": tool.uk_eu_data or tool.admin_controls,
    }.get(challenge, False)


# Sub-case tests on (tool, shared, others): `shared` are the visitor's integrations
# the tool links to, `others` up to three further integrations it links to.
_WHEN: Mapping[str, Callable[[Tool, Sequence[str], Sequence[str]], bool]] = {
    "quote": lambda tool, shared, others: tool.quote_only,
    "free": lambda tool, shared, others: tool.price_gbp_month == 0,
    "up to £25": lambda tool, shared, others: (
        (tool.price_gbp_month or 0) <= 25 and not tool.quote_only
    ),
    "no code": lambda tool, shared, others: tool.no_code,
    "UK/EU data and admin": lambda tool, shared, others: tool.uk_eu_data and tool.admin_controls,
    "UK/EU data": lambda tool, shared, others: tool.uk_eu_data,
    "admin": lambda tool, shared, others: tool.admin_controls,
    "shared and others": lambda tool, shared, others: bool(shared and others),
    "shared": lambda tool, shared, others: bool(shared),
    "no links": lambda tool, shared, others: not others,
    "data-quality line": lambda tool, shared, others: (
        tool.category in _DATA_QUALITY and not tool.sectors
    ),
    "tagged data-quality": lambda tool, shared, others: "data-quality-issues" in tool.challenges,
    "not for 500+": lambda tool, shared, others: "500+" not in tool.company_sizes,
    "else": lambda tool, shared, others: True,
}

# Per challenge, its sub-cases in order (the first whose _WHEN holds is used) and their
# sentence: one string, or three forms rotated by the rationale's index. Placeholders:
# {issue} the challenge, {price} the starting price, {others} the labels of `others`,
# {manual} / {data_line} / {role} the tool category's line in _MANUAL_WORK / _DATA_QUALITY /
# _CATEGORY_ROLES (a sector tool's job is narrower than its category: its role stands in for
# the manual-work and role lines, and it gets no data-quality line). Any challenge not
# listed uses the OTHER entry.
_CHALLENGE_SENTENCES: Mapping[str, Mapping[str, str | tuple[str, ...]]] = {
    "budget-constraints": {
        "quote": "It is priced by quote, so with {issue} ask for a figure before anything else.",
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
        "no links": (
            "It has few ready-made connections, so given {issue} ask the vendor how it would "
            "link to your systems before you commit."
        ),
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


def _manual_work(tool: Tool) -> str:
    """The category's line, except for sector tools, whose job is narrower than the
    category they are filed under (a route planner is not general workflow automation)."""
    if tool.sectors:
        return f"takes the routine {tool.role} work off people's hands"
    return _MANUAL_WORK[tool.category]


def _challenge_sentence(
    tool: Tool,
    challenge: str,
    index: int,
    integration_keys: Sequence[str],
    labels: Mapping[str, str],
) -> str:
    """One sentence on how the tool handles a challenge, honest about poor fits."""
    shared = tuple(k for k in integration_keys if k in tool.integrates_with)
    others = tuple(k for k in tool.integrates_with if k not in shared)[:3]
    cases = _CHALLENGE_SENTENCES.get(challenge, _CHALLENGE_SENTENCES[OTHER])
    forms = next(forms for case, forms in cases.items() if _WHEN[case](tool, shared, others))
    form = forms if isinstance(forms, str) else forms[index % len(forms)]
    return form.format(
        issue=challenge_noun(challenge),
        price=price(tool.price_gbp_month or 0),
        others=join([labels.get(key, key) for key in others]),
        manual=_manual_work(tool),
        data_line=_DATA_QUALITY.get(tool.category, ""),
        role=tool.role if tool.sectors else _CATEGORY_ROLES[tool.category],
    )
