"""The plans' prices in the score weights file are the site's own (frontend/src/content/
plans.ts): the board's plan value must not drift from what visitors are quoted."""

import re
from pathlib import Path

from pipeline.leads.score_weights import weights

PLANS_TS = Path(__file__).resolve().parents[3] / "frontend" / "src" / "content" / "plans.ts"


def test_plan_prices_match_the_site():
    text = PLANS_TS.read_text(encoding="utf-8")
    site = dict(re.findall(r"key: '(\w+)',\s*name: '\w+',\s*monthlyPriceGbp: (\d+)", text))
    assert site, "no plans found in plans.ts: the pattern needs updating"
    ours = {key: str(plan["monthly_gbp"]) for key, plan in weights()["plans"].items()}
    assert ours == site
