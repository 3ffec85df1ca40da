"""The optional LLM recommender: any OpenAI-compatible chat-completions server (OpenAI,
Azure, vLLM, Ollama…) picks three catalogue tools and writes their rationales.

Used only when configured (``RECOMMENDER=llm``). The model only chooses ids and writes the
"why": names, summaries, websites, categories and prices still come from the catalogue.
Any failure — no answer within the timeout, an HTTP error, an answer that is not JSON or
not the schema's shape (llm_prompt.py), an unknown, owned or repeated tool, tools of one
category or role, a tool that breaks a rule the catalogue engine keeps (size, budget,
security, sector: choose.eligible), more than one replacement of a current tool or one
that does not name it, the wrong number, a rationale carrying a link, domain, phone number,
email address or request to reply, call, pay or give details, or one text for all three
(llm_output.py) — falls over to the catalogue engine,
so the visitor always gets three tools; :class:`~pipeline.finder.recommender.answer.Answer`
says which engine answered and, for a fallback, why.

Plain Python (httpx, jsonschema, publicsuffixlist, phonenumbers): no Flask, database or
RQ; the job passes the settings.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass
from typing import Any

import httpx
from jsonschema import Draft202012Validator

from pipeline.finder.recommender import invariants, llm_output, llm_prompt
from pipeline.finder.recommender.answer import LLM, Answer, fallback
from pipeline.finder.recommender.catalogue import Catalogue, Tool, load_catalogue
from pipeline.finder.recommender.choose import Pick, eligible, pick
from pipeline.finder.recommender.engine import (
    CatalogueRecommender,
    FinderRequest,
    Reading,
    Recommendation,
    Recommender,
)

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_SECONDS = 8.0
# A three-tool answer is a few kilobytes; anything far bigger is not one.
MAX_ANSWER_BYTES = 256 * 1024
_VALIDATOR = Draft202012Validator(llm_prompt.ANSWER_SCHEMA)
_FENCE = re.compile(r"^```[a-zA-Z]*\s*(.*?)\s*```$", re.DOTALL)


@dataclass(frozen=True, slots=True)
class LlmSettings:
    base_url: str
    """Up to and including the API version, e.g. ``https://api.openai.com/v1``."""
    model: str
    api_key: str = ""
    """Sent as a Bearer token; empty for servers that take none (a local Ollama)."""
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS

    @property
    def endpoint(self) -> str:
        return self.base_url.rstrip("/") + "/chat/completions"


class LlmFailure(Exception):
    """The LLM's answer cannot be used; ``reason`` is recorded as ``llm-fallback:<reason>``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class LlmRecommender:
    """:class:`~pipeline.finder.recommender.engine.Recommender` over a chat-completions
    server, with the catalogue engine behind it."""

    def __init__(
        self,
        settings: LlmSettings,
        catalogue: Catalogue | None = None,
        fallback_engine: Recommender | None = None,
    ) -> None:
        self.settings = settings
        self.catalogue = catalogue if catalogue is not None else load_catalogue()
        self.fallback_engine = fallback_engine or CatalogueRecommender(self.catalogue)
        # Reads a request as the catalogue engine does, so both keep the same rules.
        self._reader = CatalogueRecommender(self.catalogue)
        # Product names a rationale may use although they look like domains (Otter.ai).
        self._product_names = frozenset(
            [name.casefold() for name in self.catalogue.names]
            + [tool.name.casefold() for tool in self.catalogue.tools]
        )

    def recommend(self, request: FinderRequest) -> list[Recommendation]:
        return self.answer(request).recommendations

    def answer(self, request: FinderRequest) -> Answer:
        """Three tools and who chose them. Raises ``ValueError`` for an unknown size, goal
        or challenge, as the catalogue engine does; every LLM failure falls back."""
        reading = self._reader.read(request)
        try:
            chosen = self._ask(request, reading)
        except LlmFailure as failure:
            reason = failure.reason
            log.warning("LLM recommender failed (%s): the catalogue engine answers", reason)
        except Exception:
            reason = "error"
            log.exception("LLM recommender failed: the catalogue engine answers")
        else:
            # Issue 35: the same invariants as the catalogue engine's answers, or refused.
            refused = invariants.refusal(chosen, reading.visit(self.catalogue))
            if refused is None:
                return Answer(chosen, LLM)
            reason = refused
            log.warning("LLM answer refused (%s): the catalogue engine answers", reason)
        return Answer(self.fallback_engine.recommend(request), fallback(reason))

    def _ask(self, request: FinderRequest, reading: Reading) -> list[Recommendation]:
        if not (self.settings.base_url and self.settings.model):
            raise LlmFailure("not-configured")
        needs = reading.needs
        choices = [pick(tool, needs, reading.names) for tool in eligible(self.catalogue, needs)]
        if len({choice.tool.category for choice in choices}) < llm_prompt.RECOMMENDATION_COUNT:
            # The catalogue engine relaxes rules one at a time then, and its rationales say so.
            raise LlmFailure("too-few-choices")
        user = llm_prompt.user_message(
            company_name=request.company_name,
            company_size=needs.size,
            goals=needs.goals,
            challenges=needs.challenges,
            current_tools=request.current_tools,
            sector=needs.sector,
            choices=choices,
            catalogue=self.catalogue,
            roles_filled=needs.owned_roles,
        )
        body = {
            "model": self.settings.model,
            "messages": llm_prompt.messages(user),
            "response_format": llm_prompt.response_format([c.tool.id for c in choices]),
        }
        content = _content(self._post(body))
        return self._recommendations(_parsed(content), reading, choices)

    def _post(self, body: dict[str, Any]) -> bytes:
        """The response body, read within the timeout (checked between chunks too, so a
        server that trickles its answer cannot hold the job for long)."""
        timeout = self.settings.timeout_seconds
        deadline = time.monotonic() + timeout
        headers = {"Accept": "application/json"}
        if self.settings.api_key:
            headers["Authorization"] = f"Bearer {self.settings.api_key}"
        try:
            with (
                httpx.Client(timeout=timeout, follow_redirects=False) as client,
                client.stream("POST", self.settings.endpoint, json=body, headers=headers) as reply,
            ):
                if reply.status_code != httpx.codes.OK:
                    raise LlmFailure(f"http-{reply.status_code}")
                received = bytearray()
                for chunk in reply.iter_bytes():
                    received += chunk
                    if len(received) > MAX_ANSWER_BYTES:
                        raise LlmFailure("too-large")
                    if time.monotonic() > deadline:
                        raise LlmFailure("timeout")
                return bytes(received)
        except httpx.TimeoutException as exc:
            raise LlmFailure("timeout") from exc
        except httpx.HTTPError as exc:
            raise LlmFailure("connection") from exc

    def _recommendations(
        self, data: Any, reading: Reading, choices: list[Pick]
    ) -> list[Recommendation]:
        errors = sorted(_VALIDATOR.iter_errors(data), key=lambda error: list(error.path))
        if errors:
            # The path and the rule only: the offending value may echo a visitor's text.
            where = "/".join(str(part) for part in errors[0].absolute_path) or "(root)"
            log.info("LLM answer failed the schema at %s: %s", where, errors[0].validator)
            raise LlmFailure("schema")
        items = data["recommendations"]
        if len(items) != llm_prompt.RECOMMENDATION_COUNT:
            raise LlmFailure("wrong-count")
        needs, offered = reading.needs, {choice.tool.id: choice for choice in choices}
        tools: list[Tool] = []
        for item in items:
            tool = self.catalogue.by_id.get(item["tool_id"])
            if tool is None:
                raise LlmFailure("unknown-tool")
            if tool.id in {other.id for other in tools}:
                raise LlmFailure("repeated-tool")
            if tool.id in needs.owned:
                raise LlmFailure("owned-tool")
            if tool.category in {other.category for other in tools}:
                raise LlmFailure("same-category")
            if tool.role in {other.role for other in tools}:  # two email-marketing tools, say
                raise LlmFailure("same-role")
            if needs.size not in tool.company_sizes:
                raise LlmFailure("wrong-size")
            if tool.id not in offered:  # budget, security, sector or a role not asked for
                raise LlmFailure("outside-rules")
            tools.append(tool)
        picks = [offered[tool.id] for tool in tools]
        if sum(chosen.replaces is not None for chosen in picks) > 1:
            raise LlmFailure("replacements")
        # Shown as checked: visible and normalised, so a full-width link is refused as a link
        # and an invisible character can't make the email and the PDF differ (issue 33).
        rationales = [llm_output.shown(item["rationale"]) for item in items]
        refused = llm_output.refusal(rationales, self._product_names)
        if refused:
            raise LlmFailure(refused)
        if any(len(text) < llm_prompt.RATIONALE_MIN for text in rationales):
            raise LlmFailure("schema")
        for chosen, text in zip(picks, rationales, strict=True):
            # "could replace Klaviyo if...": a replacement says what it replaces (issue 19).
            if chosen.replaces and chosen.replaces.casefold() not in text.casefold():
                raise LlmFailure("replacement-unnamed")
        if llm_output.all_alike(rationales):
            raise LlmFailure(llm_output.IDENTICAL)
        return [
            Recommendation.of(chosen, rationale)
            for chosen, rationale in zip(picks, rationales, strict=True)
        ]


def _content(raw: bytes) -> str:
    """choices[0].message.content of a chat-completions answer."""
    try:
        payload = json.loads(raw)
        choice = payload["choices"][0]
        message = choice["message"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise LlmFailure("malformed-response") from exc
    if not isinstance(message, dict):
        raise LlmFailure("malformed-response")
    if message.get("refusal"):
        raise LlmFailure("refused")
    content = message.get("content")
    if not isinstance(content, str) or not content.strip():
        raise LlmFailure("empty-answer")
    if choice.get("finish_reason") == "length":
        raise LlmFailure("truncated")
    return content


def _parsed(content: str) -> Any:
    """The answer's JSON. Tolerant of what models do to valid answers: a Markdown fence
    around it, raw line breaks inside a string (tidied away afterwards)."""
    text = content.strip()
    fenced = _FENCE.match(text)
    try:
        return json.loads(fenced.group(1) if fenced else text, strict=False)
    except ValueError as exc:
        raise LlmFailure("malformed-json") from exc
