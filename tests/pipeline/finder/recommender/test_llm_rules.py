"""The LLM engine keeps the catalogue engine's rules (issue 19 items 1, 3 and 4): it is
offered only the tools that keep them, told the sector we read, told which tools would
replace or add AI to what the visitor uses; an answer that breaks a rule anyway (a server
may ignore the offered list) falls back to the catalogue engine."""

import json
from dataclasses import replace

import pytest

from pipeline.finder.options import SECTOR_LABELS
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.engine import CatalogueRecommender, FinderRequest
from pipeline.finder.recommender.llm import LlmRecommender, LlmSettings
from tests.support.chat_server import Reply, completion, sent_prompt

SHOP = FinderRequest(
    first_name="Ama",
    company_name="Bloom Online Boutique",
    company_size="21-50",
    business_goals=("optimize-marketing", "automate-customer-service"),
    main_challenges=("lack-technical-expertise",),
    current_tools="Shopify, Klaviyo, Zendesk",
)
WHY = "You sell online with a small team and no developer, and this takes work off your desk."
REPLACES_ZENDESK = (
    "Your customers' questions pile up in Zendesk; Intercom Fin could replace Zendesk if "
    "you would rather have one helpdesk whose AI answers the common ones itself."
)


def answer_for(chat, *picks: tuple[str, str], request: FinderRequest = SHOP):
    items = [{"tool_id": tool_id, "rationale": why} for tool_id, why in picks]
    chat.reply = Reply(completion(json.dumps({"recommendations": items})))
    settings = LlmSettings(chat.url, "gpt-4o-mini", timeout_seconds=5)
    return LlmRecommender(settings).answer(request)


def test_the_prompt_names_the_sector_and_what_each_tool_would_replace_or_add_ai_to(chat):
    answer_for(chat, ("shopify-magic", WHY), ("intercom-fin", REPLACES_ZENDESK),
               ("triple-whale", WHY))  # fmt: skip

    [request] = chat.received
    sent = sent_prompt(request)
    assert sent["sector"] == SECTOR_LABELS["ecommerce-retail"]
    entries = {entry["id"]: entry for entry in sent["catalogue"]}
    assert entries["intercom-fin"]["would_replace"] == "Zendesk"
    assert entries["brevo"]["would_replace"] == "Klaviyo"
    assert entries["zendesk-ai"]["adds_ai_to"] == "Zendesk"
    assert entries["shopify-magic"]["built_for"] == [SECTOR_LABELS["ecommerce-retail"]]
    assert "karbon" not in entries  # built for accounting practices


def test_a_named_replacement_is_kept_with_what_it_replaces(chat):
    answer = answer_for(
        chat, ("shopify-magic", WHY), ("intercom-fin", REPLACES_ZENDESK), ("triple-whale", WHY)
    )

    assert answer.engine == "llm"
    magic, fin, _ = answer.recommendations
    assert (magic.addon_for, magic.replaces) == ("Shopify", None)
    assert (fin.replaces, fin.addon_for) == ("Zendesk", None)


@pytest.mark.parametrize(
    ("picks", "reason"),
    [
        # Two replacements: the helpdesk and the email tool they already use.
        ((("intercom-fin", REPLACES_ZENDESK), ("brevo", WHY + " It could replace Klaviyo."),
          ("triple-whale", WHY)), "replacements"),
        # A replacement that never says what it replaces.
        ((("shopify-magic", WHY), ("intercom-fin", WHY), ("triple-whale", WHY)),
         "replacement-unnamed"),
        # Built for accounting practices, not for a shop.
        ((("karbon", WHY), ("intercom-fin", REPLACES_ZENDESK), ("triple-whale", WHY)),
         "outside-rules"),
    ],
    ids=lambda value: value if isinstance(value, str) else "picks",
)  # fmt: skip
def test_an_answer_that_breaks_a_rule_falls_back(chat, picks, reason):
    answer = answer_for(chat, *picks)

    assert answer.engine == f"llm-fallback:{reason}"
    assert answer.recommendations == CatalogueRecommender(load_catalogue()).recommend(SHOP)


REPLACES_WITH_TIDIO = (
    "Your customers' questions pile up in Zendesk; Tidio could replace Zendesk if you would "
    "rather have one inbox whose AI answers the common ones itself."
)


@pytest.mark.parametrize(
    ("request_", "picks", "reason"),
    [
        # They typed "ChatGPT": the model calls it by our catalogue's edition.
        (replace(SHOP, current_tools="Shopify, Klaviyo, Zendesk, ChatGPT"),
         (("shopify-magic", WHY + " It works beside your ChatGPT Business."),
          ("intercom-fin", REPLACES_ZENDESK), ("triple-whale", WHY)), "invariant-names"),
        # On a budget, and no rationale says a price or a free tier.
        (replace(SHOP, main_challenges=("budget-constraints",)),
         (("shopify-magic", WHY), ("tidio", REPLACES_WITH_TIDIO), ("triple-whale", WHY)),
         "invariant-budget"),
    ],
    ids=["names", "budget"],
)  # fmt: skip
def test_an_answer_that_breaks_an_invariant_is_refused(chat, request_, picks, reason):
    """Issue 35: the LLM's answer is checked against the same invariants as the catalogue
    engine's (invariants.py) before it is stored; one that breaks one falls back."""
    answer = answer_for(chat, *picks, request=request_)

    assert answer.engine == f"llm-fallback:{reason}"
    assert answer.recommendations == CatalogueRecommender(load_catalogue()).recommend(request_)
