"""The LLM recommender against a real HTTP server speaking the chat-completions protocol
(tests/support/chat_server.py): a good answer is used as given, and every kind of bad
answer — malformed JSON, an unknown tool, the wrong number of tools, a 500, no answer
within LLM_TIMEOUT_SECONDS — falls over to the catalogue engine, which answers with its
own three tools, and the reason is recorded as ``llm-fallback:<reason>``."""

import ast
import json
import socket
import time
from dataclasses import replace
from pathlib import Path

import pytest

from pipeline.finder.options import SECTOR_LABELS
from pipeline.finder.recommender import llm as llm_module
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.choose import eligible
from pipeline.finder.recommender.engine import CatalogueRecommender, FinderRequest
from pipeline.finder.recommender.llm import LlmRecommender, LlmSettings
from pipeline.finder.recommender.llm_prompt import RATIONALE_MIN
from tests.support.chat_server import Reply, completion, recorded, sent_prompt

REQUEST = FinderRequest(
    first_name="Priya",
    company_name="Shah & Daughters Ltd",
    company_size="6-20",
    business_goals=("generate-more-leads", "automate-reporting"),
    main_challenges=("budget-constraints", "lack-technical-expertise"),
    current_tools="Gmail, Xero",
)
GOOD = json.loads(json.loads(recorded("good"))["choices"][0]["message"]["content"])


def llm(url: str, timeout: float = 5) -> LlmRecommender:
    settings = LlmSettings(url, "gpt-4o-mini", api_key="sk-test-123", timeout_seconds=timeout)
    return LlmRecommender(settings)


def catalogue_answer(request: FinderRequest = REQUEST):
    return CatalogueRecommender(load_catalogue()).recommend(request)


def test_the_recorded_tools_are_in_the_catalogue():
    """Guards the recordings: the catalogue is edited by hand, and the good answer must
    stay a valid one (three known tools, three categories, none the visitor owns)."""
    by_id = load_catalogue().by_id
    picks = [by_id[item["tool_id"]] for item in GOOD["recommendations"]]
    assert len({tool.category for tool in picks}) == 3
    assert all("6-20" in tool.company_sizes for tool in picks)
    assert "xero" not in {tool.id for tool in picks}


def test_a_good_answer_gives_its_three_catalogue_tools_with_its_rationales(chat):
    answer = llm(chat.url).answer(REQUEST)

    assert answer.engine == "llm"
    by_id = load_catalogue().by_id
    assert [r.tool_id for r in answer.recommendations] == [
        item["tool_id"] for item in GOOD["recommendations"]
    ]
    for recommendation, item in zip(answer.recommendations, GOOD["recommendations"], strict=True):
        tool = by_id[item["tool_id"]]
        assert recommendation.rationale == item["rationale"]  # written by the model
        # Everything else is the catalogue's, never the model's.
        assert (recommendation.name, recommendation.summary, recommendation.website) == (
            tool.name, tool.summary, tool.website
        )  # fmt: skip
        assert recommendation.category == tool.category
        assert recommendation.price_gbp_month == tool.price_gbp_month
    assert answer.recommendations != catalogue_answer()


def test_the_request_is_a_chat_completion_with_the_schema_and_only_the_finders_answers(chat):
    llm(chat.url).answer(REQUEST)

    [request] = chat.received
    assert request.path == "/v1/chat/completions"
    assert request.headers["Authorization"] == "Bearer sk-test-123"
    assert request.headers["Content-Type"] == "application/json"
    body = request.json
    assert body["model"] == "gpt-4o-mini"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    schema = body["response_format"]
    assert (schema["type"], schema["json_schema"]["strict"]) == ("json_schema", True)
    allowed = schema["json_schema"]["schema"]["properties"]["recommendations"]["items"]
    offered = allowed["properties"]["tool_id"]["enum"]
    catalogue = load_catalogue()
    needs = CatalogueRecommender(catalogue).read(REQUEST).needs
    # Only what keeps the catalogue engine's rules: never what they own (Xero), a tool too
    # big for 6-20 people (Tableau), one over budget (Jasper) or built for another sector.
    assert offered == [tool.id for tool in eligible(catalogue, needs)]
    assert not {"xero", "tableau", "jasper", "karbon"} & set(offered)
    sent = sent_prompt(request)
    assert sent["sector"] == SECTOR_LABELS["general"]
    assert sent["visitor"] == {
        "company_name": "Shah & Daughters Ltd",
        "company_size": "6-20",
        "business_goals": ["Generate more leads", "Automate reporting"],
        "main_challenges": ["Budget constraints", "Lack of technical expertise"],
        "current_tools": "Gmail, Xero",
    }
    assert [entry["id"] for entry in sent["catalogue"]] == offered
    assert "Priya" not in request.body.decode()  # the rationale needs no first name


def test_no_key_sends_no_authorization_header(chat):
    recommender = LlmRecommender(LlmSettings(base_url=chat.url + "/", model="llama3.1"))
    assert recommender.answer(REQUEST).engine == "llm"
    [request] = chat.received
    assert request.path == "/v1/chat/completions"
    assert "Authorization" not in request.headers


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (Reply(recorded("malformed_json")), "malformed-json"),
        (Reply(recorded("unknown_tool")), "unknown-tool"),
        (Reply(recorded("wrong_count")), "wrong-count"),
        (Reply(recorded("server_error"), status=500), "http-500"),
        (Reply(recorded("good"), status=429), "http-429"),
        (Reply(b"<html>Bad gateway</html>"), "malformed-response"),
        (Reply(b'{"choices": []}'), "malformed-response"),
        (Reply(completion('{"recommendations": [{"tool_id": "hubspot"}]}')), "schema"),
        (Reply(completion('{"recommendations": [], "note": "hi"}')), "schema"),
        (Reply(completion('{"recommendations": [{"tool_id": "hu')), "malformed-json"),
        (Reply(completion('{"recommendations": [{"tool_id": "hu', "length")), "truncated"),
        (Reply(completion("")), "empty-answer"),
    ],
    ids=lambda value: value if isinstance(value, str) else "reply",
)
def test_a_bad_answer_falls_back_to_the_catalogue_engine_with_its_reason(chat, reply, reason):
    chat.reply = reply
    answer = llm(chat.url).answer(REQUEST)

    assert answer.engine == f"llm-fallback:{reason}"
    assert answer.recommendations == catalogue_answer()
    assert len(chat.received) == 1  # one try: the visitor is waiting


def _answer_with(*picks: tuple[str, str]) -> Reply:
    items = [{"tool_id": tool_id, "rationale": rationale} for tool_id, rationale in picks]
    return Reply(completion(json.dumps({"recommendations": items})))


WHY = "Your team wants more leads on a small budget, and this gets you there without code."


@pytest.mark.parametrize(
    ("picks", "reason"),
    [
        ((("hubspot", WHY), ("hubspot", WHY), ("zapier", WHY)), "repeated-tool"),
        ((("hubspot", WHY), ("pipedrive", WHY), ("zapier", WHY)), "same-category"),
        ((("xero", WHY), ("hubspot", WHY), ("zapier", WHY)), "owned-tool"),
        ((("tableau", WHY), ("hubspot", WHY), ("zapier", WHY)), "wrong-size"),  # 21+ only
        ((("jasper", WHY), ("hubspot", WHY), ("zapier", WHY)), "outside-rules"),  # £47: budget
        ((("karbon", WHY), ("hubspot", WHY), ("looker-studio", WHY)), "outside-rules"),  # sector
        ((("hubspot", WHY + " See https://example.com"), ("looker-studio", WHY),
          ("zapier", WHY)), "link-in-rationale"),
        ((("hubspot", WHY), ("looker-studio", "Email offers@example.com " + WHY),
          ("zapier", WHY)), "link-in-rationale"),
        ((("hubspot", "Short."), ("looker-studio", WHY), ("zapier", WHY)), "schema"),
    ],
    ids=lambda value: value if isinstance(value, str) else "picks",
)  # fmt: skip
def test_tools_the_rules_forbid_fall_back_too(chat, picks, reason):
    assert len("Short.") < RATIONALE_MIN
    chat.reply = _answer_with(*picks)
    answer = llm(chat.url).answer(REQUEST)
    assert answer.engine == f"llm-fallback:{reason}"
    assert answer.recommendations == catalogue_answer()


def test_a_fenced_answer_with_stray_whitespace_is_still_read(chat):
    content = "```json\n" + json.dumps(GOOD, indent=2).replace(". ", ".\n\t ") + "\n```"
    chat.reply = Reply(completion(content))
    answer = llm(chat.url).answer(REQUEST)
    assert answer.engine == "llm"
    assert [r.rationale for r in answer.recommendations] == [
        item["rationale"] for item in GOOD["recommendations"]
    ]


def test_no_answer_within_the_timeout_falls_back(chat):
    chat.reply = Reply(recorded("good"), delay=8)
    started = time.monotonic()
    answer = llm(chat.url, timeout=1).answer(REQUEST)
    elapsed = time.monotonic() - started

    assert answer.engine == "llm-fallback:timeout"
    assert answer.recommendations == catalogue_answer()
    assert 1 <= elapsed < 5  # at the timeout, well before the answer (a loaded box is slow)


def test_an_answer_trickled_out_past_the_timeout_falls_back(chat):
    """Each byte arrives well within the read timeout; the whole answer does not."""
    chat.reply = Reply(recorded("good"), trickle=0.05)
    started = time.monotonic()
    answer = llm(chat.url, timeout=1).answer(REQUEST)
    elapsed = time.monotonic() - started

    assert answer.engine == "llm-fallback:timeout"
    assert 1 <= elapsed < 5  # at the timeout, well before the answer (a loaded box is slow)


def test_a_server_that_is_not_there_falls_back():
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    answer = llm(f"http://127.0.0.1:{port}/v1").answer(REQUEST)
    assert answer.engine == "llm-fallback:connection"
    assert answer.recommendations == catalogue_answer()


def test_incomplete_settings_fall_back_without_a_request(chat):
    answer = LlmRecommender(LlmSettings(base_url=chat.url, model="")).answer(REQUEST)
    assert answer.engine == "llm-fallback:not-configured"
    assert answer.recommendations == catalogue_answer()
    assert chat.received == []


def test_an_unknown_option_is_the_same_error_as_the_catalogue_engines(chat):
    bad = replace(REQUEST, company_size="7")
    with pytest.raises(ValueError, match="unknown company size"):
        catalogue_answer(bad)
    with pytest.raises(ValueError, match="unknown company size"):
        llm(chat.url).answer(bad)
    assert chat.received == []


def test_the_llm_engine_is_plain_python():
    """Like the catalogue engine: no Flask, database or queue (the job passes the settings)."""
    banned = {"flask", "flask_sqlalchemy", "sqlalchemy", "rq", "redis", "web", "worker"}
    package = Path(llm_module.__file__).parent
    for name in ("llm.py", "llm_prompt.py", "answer.py"):
        tree = ast.parse((package / name).read_text(encoding="utf-8"))
        imported = {
            module.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            for module in (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
        }
        assert not imported & banned, (name, imported & banned)


def test_the_llm_is_offered_the_sector_the_roles_filled_and_the_same_candidates(chat):
    # Issue 26: both engines keep the same rules: a salon on Fresha is read as a salon,
    # its booking job is filled (appointments too), and only the tools that keep the
    # catalogue engine's rules are offered, with their roles and any charity pricing.
    request = FinderRequest(
        "Jade", "Luxe Hair Salon", "6-20", ("automate-customer-service",), ("other",), "Fresha"
    )
    llm(chat.url).answer(request)
    [received] = chat.received
    sent = sent_prompt(received)
    assert sent["sector"] == SECTOR_LABELS["beauty-wellness"]
    assert {"role": "salon booking", "by": "Fresha"} in sent["roles_filled"]
    catalogue = load_catalogue()
    needs = CatalogueRecommender(catalogue).read(request).needs
    assert [entry["id"] for entry in sent["catalogue"]] == [
        tool.id for tool in eligible(catalogue, needs)
    ]
    assert all(entry["role"] for entry in sent["catalogue"])
    assert "appointment booking" not in {entry["role"] for entry in sent["catalogue"]}
    for entry in sent["catalogue"]:  # another salon system only as Fresha's replacement
        if entry["role"] == "salon booking":
            assert entry["would_replace"] == "Fresha"
