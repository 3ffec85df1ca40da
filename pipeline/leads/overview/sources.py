"""Where leads come from and what they turn into: per referrer host and UTM source, medium
and campaign, the form-page visits (the totals' `view` steps), the leads that arrived in the
range, how many of them were qualified and won (at any time since), and the monthly value of
the won leads' plans (pipeline/leads/plans.py; 0 when none names one).

A lead stores the browser's whole referrer URL and the UTM tags as typed; the events store
only what the events contract keeps (the host, lower case; UTM values lower case, only
[a-z0-9._-], at most 100 characters; "" for the site's own pages or none). A lead's values
are reduced by the same rules here, so both sides meet in one row."""

from __future__ import annotations

import json
from collections import defaultdict
from urllib.parse import urlsplit

from pipeline import analytics
from pipeline.leads.overview.ranges import Range
from pipeline.leads.overview.reach import QUALIFIED, WON, LeadSummary, summarise
from pipeline.leads.plans import monthly_price, plan_key_of
from pipeline.models.analytics_rollup import AnalyticsDailyView
from pipeline.models.db import db
from pipeline.settings import setting

UTM_KEYS = ("utm_source", "utm_medium", "utm_campaign")

Source = tuple[str, str, str, str]  # referrer host, utm source, medium, campaign


def _bare(host: str) -> str:
    return host.removeprefix("www.")


def own_host() -> str:
    return _bare(urlsplit(setting("SITE_URL") or "").hostname or "")


def referrer_host(referrer: str | None, own: str) -> str:
    """The referrer's host name by the events' own rule (pipeline.analytics), and "" for
    the site's own pages with or without www."""
    host = analytics.referrer_host(referrer or "")
    return "" if _bare(host) == own else host


def utm_value(value) -> str:
    return analytics.shortened_utm(str(value)) if value else ""


def utm_values(utm) -> tuple[str, str, str]:
    if isinstance(utm, str):  # the JSON column read as text (reach.py)
        utm = json.loads(utm)
    tags = utm if isinstance(utm, dict) else {}
    source, medium, campaign = (utm_value(tags.get(key)) for key in UTM_KEYS)
    return source, medium, campaign


def visits(window: Range) -> dict[Source, int]:
    """View events per source in the range, from their daily rollup."""
    view = AnalyticsDailyView
    key = (view.referrer_host, view.utm_source, view.utm_medium, view.utm_campaign)
    rows = db.session.execute(
        db.select(*key, db.func.sum(view.count))
        .where(view.day >= window.start, view.day <= window.end)
        .group_by(*key)
    )
    return {(host, source, medium, campaign): int(count)
            for host, source, medium, campaign, count in rows}  # fmt: skip


def sources_json(window: Range, summary: LeadSummary | None = None) -> list[dict]:
    summary = summary or summarise(window)
    own = own_host()
    found: dict[Source, dict] = defaultdict(
        lambda: {
            "visits": 0,
            "leads": 0,
            "callsBooked": 0,
            "qualified": 0,
            "won": 0,
            "wonMonthlyValue": 0.0,
        }  # fmt: skip
    )
    for source, count in visits(window).items():
        found[source]["visits"] += count
    # A year's leads come in a couple of thousand groups but only a few hundred distinct
    # referrers and tag sets: each is read once.
    hosts: dict[str | None, str] = {}
    tags: dict[str | None, tuple[str, str, str]] = {}

    def source(referrer: str | None, utm: str | None) -> Source:
        if referrer not in hosts:
            hosts[referrer] = referrer_host(referrer, own)
        if utm not in tags:
            tags[utm] = utm_values(utm)
        return (hosts[referrer], *tags[utm])

    for group in summary.groups:
        row = found[source(group.referrer, group.utm)]
        row["leads"] += group.leads
        row["qualified"] += group.leads if group.reached >= QUALIFIED else 0
        if group.reached >= WON:
            row["won"] += group.leads
            plan = plan_key_of(group.asked_plan, group.source_page, group.referrer)
            row["wonMonthlyValue"] += group.leads * monthly_price(plan)
    for calls in summary.calls:
        found[source(calls.referrer, calls.utm)]["callsBooked"] += calls.leads
    ordered = sorted(
        found.items(),
        key=lambda item: (-item[1]["wonMonthlyValue"], -item[1]["won"], -item[1]["leads"],
                          -item[1]["visits"], item[0]),
    )  # fmt: skip
    return [
        {"referrerHost": host, "utmSource": source, "utmMedium": medium, "utmCampaign": campaign,
         **figures}
        for (host, source, medium, campaign), figures in ordered
    ]  # fmt: skip


def table(sources: list[dict]) -> tuple[list[str], list[list]]:
    header = ["Referrer", "UTM source", "UTM medium", "UTM campaign", "Visits", "Leads",
              "Calls booked", "Qualified", "Won", "Won monthly value (GBP)"]  # fmt: skip
    keys = ("referrerHost", "utmSource", "utmMedium", "utmCampaign", "visits", "leads",
            "callsBooked", "qualified", "won", "wonMonthlyValue")  # fmt: skip
    return header, [[row[key] for key in keys] for row in sources]
