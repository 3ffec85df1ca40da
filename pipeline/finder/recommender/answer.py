"""Which engine answered a finder run, next to the three tools it chose.

The :class:`~pipeline.finder.recommender.engine.Recommender` interface returns tools only;
a recommender that can answer in more than one way (the LLM one falls back to the
catalogue) also has ``answer()``, which says who answered. The job stores that name on the
run so sales and operators can see it in the admin.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.finder.recommender.engine import (
    CatalogueRecommender,
    FinderRequest,
    Recommendation,
    Recommender,
)

CATALOGUE = "catalogue"
LLM = "llm"
FALLBACK_PREFIX = "llm-fallback:"


def fallback(reason: str) -> str:
    """The engine name of a run the catalogue answered because the LLM's answer failed."""
    return FALLBACK_PREFIX + reason


@dataclass(frozen=True, slots=True)
class Answer:
    recommendations: list[Recommendation]
    engine: str | None
    """``catalogue``, ``llm`` or ``llm-fallback:<reason>``; None for a recommender we do not
    know (a test's stand-in), rather than a name that would be wrong."""


def answer(recommender: Recommender, request: FinderRequest) -> Answer:
    """The recommender's tools and the name of the engine that chose them."""
    explained = getattr(recommender, "answer", None)
    if callable(explained):
        return explained(request)
    engine = CATALOGUE if isinstance(recommender, CatalogueRecommender) else None
    return Answer(recommender.recommend(request), engine)
