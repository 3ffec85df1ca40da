"""The plans the server knows are the site's own (frontend/src/content/plans.ts): the same
keys and names (pipeline/models/contact_message.PLANS, which the contact form's `plan` is
checked against) and the same prices in the score weights file, so the board's plan value
never drifts from what visitors are quoted."""

import re
from pathlib import Path

from pipeline.leads.score_weights import weights
from pipeline.models.contact_message import PLANS

PLANS_TS = Path(__file__).resolve().parents[3] / "frontend" / "src" / "content" / "plans.ts"
PLAN = re.compile(r"key: '(\w+)',\s*name: '(\w+)',\s*monthlyPriceGbp: (\d+)")


def test_plan_keys_names_and_prices_match_the_site():
    site = PLAN.findall(PLANS_TS.read_text(encoding="utf-8"))
    assert site, "no plans found in plans.ts: the pattern needs updating"
    assert {key: name for key, name, _ in site} == PLANS
    ours = {key: str(plan["monthly_gbp"]) for key, plan in weights()["plans"].items()}
    assert ours == {key: price for key, _, price in site}
