"""Funnel events as the public pages send them (POST /api/events, issue 27), for the tests
and the events bench: one of every kind a page can send, and a browser's headers."""

import secrets

# A desktop Chrome's user agent: real browsers are counted, bots and headless ones are not.
BROWSER_UA = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36"
)
# What a browser sends with a page's beacon: its user agent, and (Fetch metadata) that the
# request comes from the site's own page; POST /api/events refuses anything else.
BROWSER = {"User-Agent": BROWSER_UA, "Sec-Fetch-Site": "same-origin"}
BOT_UAS = (
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/131.0.0.0 Safari/537.36",
    "python-requests/2.32.3",
    "curl/8.5.0",
    "",
)

# Each flow's steps as the pages send them (the quiz answers five questions).
FLOW_STEPS = {
    "contact": ("view", "start", "submit"),
    "guide": ("view", "start", "submit"),
    "early-access": ("view", "start", "submit"),
    "newsletter": ("view", "start", "submit"),
    "quiz": ("view", "start", "answer", "result", "cta"),
    "finder": ("view", "start", "submit", "result", "cta"),
}
PATHS = {
    "contact": "/contact",
    "guide": "/smart-automation-guide",
    "early-access": "/services/starter-kit",
    "newsletter": "/newsletter",
    "quiz": "/find-your-fit",
    "finder": "/ai-tool-finder",
    "booking": "/book",
}


def flow_id() -> str:
    return secrets.token_urlsafe(18)  # 24 characters, as a page makes one


def event(flow: str = "quiz", step: str = "view", **fields) -> dict:
    body = {
        "flow": flow,
        "step": step,
        "path": PATHS[flow],
        "referrer": "www.linkedin.com",
        "utmSource": "linkedin",
        "utmMedium": "social",
        "utmCampaign": "spring",
        "device": "desktop",
        "flowId": fields.pop("flowId", None) or flow_id(),
    }
    if step == "answer":
        body["question"] = "1"
    body.update(fields)
    return body


def every_event(flow_ids: dict[str, str] | None = None) -> list[dict]:
    """One page flow of every kind, start to end: each flow's steps under one flow id."""
    flow_ids = flow_ids or {flow: flow_id() for flow in FLOW_STEPS}
    events = []
    for flow, steps in FLOW_STEPS.items():
        for step in steps:
            questions = ("1", "2", "3", "4", "5") if step == "answer" else ("",)
            for question in questions:
                body = event(flow, step, flowId=flow_ids[flow])
                body.pop("question", None)
                if question:
                    body["question"] = question
                events.append(body)
    return events
