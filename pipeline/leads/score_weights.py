"""Reads score_weights.yaml (the score's weights and the plans' prices) once, checking
every key against what the forms can send, so a typo in the file fails loudly instead of
scoring nothing."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from pipeline import finder
from pipeline.models.contact_message import PLANS, ROLES

WEIGHTS_FILE = Path(__file__).with_name("score_weights.yaml")
SECTIONS = {
    "company_size", "business_goals", "main_challenges", "plans", "plan_quiz",
    "contact_role", "repeat_visits", "newsletter_confirmed",
}  # fmt: skip


class WeightsError(ValueError):
    pass


def _check_keys(section: str, keys, allowed) -> None:
    unknown = set(keys) - set(allowed)
    if unknown:
        raise WeightsError(f"{WEIGHTS_FILE.name}: {section} has unknown keys {sorted(unknown)}")


def check(data: dict) -> dict:
    if set(data) != SECTIONS:
        raise WeightsError(f"{WEIGHTS_FILE.name} needs exactly the sections {sorted(SECTIONS)}")
    _check_keys("company_size", data["company_size"], finder.COMPANY_SIZE_IDS)
    _check_keys("business_goals", data["business_goals"]["points"], finder.BUSINESS_GOAL_IDS)
    _check_keys("main_challenges", data["main_challenges"]["points"], finder.MAIN_CHALLENGE_IDS)
    _check_keys("contact_role", data["contact_role"], ROLES)
    if set(data["plans"]) != set(PLANS):
        raise WeightsError(f"{WEIGHTS_FILE.name}: plans needs exactly {sorted(PLANS)}")
    for key, plan in data["plans"].items():
        if set(plan) != {"monthly_gbp", "points"}:
            raise WeightsError(f"{WEIGHTS_FILE.name}: plan {key} needs monthly_gbp, points")
    return data


@lru_cache(maxsize=1)
def weights() -> dict:
    return check(yaml.safe_load(WEIGHTS_FILE.read_text(encoding="utf-8")))
