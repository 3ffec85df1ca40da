"""The AI Tool Finder: intake, the job (recommend, render, check, deliver), the
results the browser polls for, the report and the sales notification. What web/ and
worker/ may call."""

from pipeline import lazy_attributes
from pipeline.finder.intake import KIND, receive, split_ids
from pipeline.finder.options import (
    BUSINESS_GOAL_IDS,
    BUSINESS_GOALS,
    COMPANY_SIZE_IDS,
    COMPANY_SIZES,
    MAIN_CHALLENGE_IDS,
    MAIN_CHALLENGES,
    SECTOR_IDS,
    SECTOR_LABELS,
    SECTOR_LIST,
    SECTOR_SELECT_LABELS,
    SECTORS,
    TOOL_CATEGORIES,
)
from pipeline.finder.recommender.engine import (
    RECOMMENDATION_COUNT,
    FinderRequest,
    default_recommender,
)
from pipeline.finder.recommender.sector import infer_sector
from pipeline.finder.run_sector import sector_fields
from pipeline.finder.sales import NOTIFY, PURPOSE
from pipeline.finder.status import progress_key, report_view, results, run_for, status_after
from pipeline.finder.status import status as run_status

# WeasyPrint is heavy: these load on first use, so the web process never imports it.
# `process` answers the job path stored before this package existed (queues.MOVED_PATHS).
_LAZY = {
    "process": ("pipeline.finder.job", "process"),
    "render_report": ("pipeline.finder.report", "render_report"),
    "enable_render_process": ("pipeline.finder.render_process", "enable"),
    "stop_render_process": ("pipeline.finder.render_process", "stop"),
    "warm_up": ("pipeline.finder.report", "warm_up"),
}

__getattr__ = lazy_attributes(__name__, _LAZY)


__all__ = [
    "BUSINESS_GOALS",
    "BUSINESS_GOAL_IDS",
    "COMPANY_SIZES",
    "COMPANY_SIZE_IDS",
    "FinderRequest",
    "KIND",
    "MAIN_CHALLENGES",
    "MAIN_CHALLENGE_IDS",
    "NOTIFY",
    "PURPOSE",
    "RECOMMENDATION_COUNT",
    "SECTORS",
    "SECTOR_IDS",
    "SECTOR_LABELS",
    "SECTOR_LIST",
    "SECTOR_SELECT_LABELS",
    "TOOL_CATEGORIES",
    "default_recommender",
    "enable_render_process",
    "infer_sector",
    "progress_key",
    "receive",
    "render_report",
    "report_view",
    "results",
    "run_for",
    "run_status",
    "sector_fields",
    "split_ids",
    "status_after",
    "stop_render_process",
    "warm_up",
]
