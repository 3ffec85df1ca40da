"""Hypothesis strategies for any visitor of the finder (issue 35): company names built from
every sector's words, words of businesses outside the sectors and words of no sector (with
possessives, surnames and legal forms), every size, any goals and challenges, current tools
from the product dictionary and unknown ones, with and without a chosen sector."""

from __future__ import annotations

from hypothesis import strategies as st

from pipeline.finder import options
from pipeline.finder.recommender.catalogue import load_catalogue, read_catalogue_data
from pipeline.finder.recommender.engine import FinderRequest

CATALOGUE = load_catalogue()
_DATA = read_catalogue_data()
SECTOR_WORDS = sorted({word for spec in _DATA["sectors"].values() for word in spec["names"]})
OUTSIDE_WORDS = sorted(_DATA["outside"]["names"])
PLAIN_WORDS = [
    "Acme", "Harbour", "Oak", "Smith", "Jones", "Bright", "Nova", "Pentre", "Riverside",
    "Blue", "Summit", "Hartley", "Finch", "Cwm", "Tŷ Gwyn", "Maple", "North", "Law", "Barber",
    "Carpenter", "Chambers", "Church", "Mason", "Kitchen", "Fleet", "Express", "Studio",
    "Club", "Co", "Direct", "Online", "Global",
]  # fmt: skip
JOINERS = [" ", " & ", " and ", " ", "'s ", " of "]
SUFFIXES = ["", "", " Ltd", " Limited", " LLP", " & Sons", " Group", " Services", " CIC"]
TOOL_NAMES = sorted(tool.name for tool in CATALOGUE.tools)
GENERAL_TOOL_NAMES = sorted(tool.name for tool in CATALOGUE.tools if not tool.sectors)
"""A third of the products named are catalogue tools, so the visitor often already has one
that does the job of a pick (a replacement) or one an add-on is for."""
PRODUCT_NAMES = sorted(
    {tool.name for tool in CATALOGUE.tools}
    | set(CATALOGUE.integration_labels.values())
    | set(CATALOGUE.names)
)
UNKNOWN_TOOLS = [
    "Foobar", "Xyzzy Pro", "our own system", "paper diary", "Excel rota", "n/a",
    "Nothing really", "Hallmaster", "ChurchSuite", "Meridian", "<b>Tool</b>",
]  # fmt: skip
SEPARATORS = [", ", "; ", " and ", "\n", " / ", " & ", " plus "]


def _name(parts: list[str], joiners: list[str], suffix: str) -> str:
    text = parts[0]
    for part, joiner in zip(parts[1:], joiners, strict=False):
        text += joiner + part
    return text + suffix


def _title(word: str) -> str:
    return " ".join(part[:1].upper() + part[1:] for part in word.split(" "))


words = st.one_of(
    st.sampled_from(SECTOR_WORDS).map(_title),
    st.sampled_from(OUTSIDE_WORDS).map(_title),
    st.sampled_from(PLAIN_WORDS),
)
company_names = st.one_of(
    st.builds(
        _name,
        st.lists(words, min_size=1, max_size=4),
        st.lists(st.sampled_from(JOINERS), min_size=3, max_size=3),
        st.sampled_from(SUFFIXES),
    ),
    st.text(max_size=30),
)
current_tools = st.one_of(
    st.none(),
    st.builds(
        lambda names, sep: sep.join(names),
        st.lists(
            st.one_of(
                st.sampled_from(TOOL_NAMES),
                st.sampled_from(PRODUCT_NAMES),
                st.sampled_from(UNKNOWN_TOOLS),
            ),
            max_size=6,
        ),
        st.sampled_from(SEPARATORS),
    ),
)
visitors = st.builds(
    FinderRequest,
    first_name=st.just("Sam"),
    company_name=company_names,
    company_size=st.sampled_from(options.COMPANY_SIZE_IDS),
    business_goals=st.lists(
        st.sampled_from(options.BUSINESS_GOAL_IDS), min_size=1, max_size=4, unique=True
    ).map(tuple),
    main_challenges=st.lists(
        st.sampled_from(options.MAIN_CHALLENGE_IDS), min_size=1, max_size=4, unique=True
    ).map(tuple),
    current_tools=current_tools,
    sector=st.one_of(st.none(), st.sampled_from(options.SECTOR_IDS)),
)


@st.composite
def _owning(draw) -> FinderRequest:
    """A visitor who already has a tool or two doing what they ask for (a helpdesk when
    they want customer service): the case for named replacements and add-ons."""
    base = draw(visitors)
    fitting = sorted(
        tool.name
        for tool in CATALOGUE.tools
        if set(tool.goals) & set(base.business_goals)
        and (not tool.sectors or base.sector in tool.sectors)
    )
    owned = draw(st.lists(st.sampled_from(fitting), min_size=1, max_size=3)) if fitting else []
    extra = [base.current_tools] if base.current_tools else []
    return FinderRequest(
        base.first_name,
        base.company_name,
        base.company_size,
        base.business_goals,
        base.main_challenges,
        ", ".join([*owned, *extra]),
        base.sector,
    )


@st.composite
def _hoarding(draw) -> FinderRequest:
    """A visitor who lists dozens of mainstream tools (the form takes 1,000 characters): so
    many jobs filled that little is left to offer."""
    base = draw(visitors)
    names = st.sampled_from(GENERAL_TOOL_NAMES)
    owned = draw(st.lists(names, min_size=8, max_size=60, unique=True))
    return FinderRequest(
        base.first_name,
        base.company_name,
        base.company_size,
        base.business_goals,
        base.main_challenges,
        ", ".join(owned)[:1000],
        base.sector,
    )


any_visitor = st.one_of(visitors, _owning(), _hoarding())
"""Every visitor: some already have tools doing what they ask for, some list dozens."""
