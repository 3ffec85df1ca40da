"""The owner's overview (issue 27): leads by form, the funnels from the event totals,
sources to won work, the sales pipeline and the day's health, for a range of days compared
with the period before it; each chart also as a CSV table. What pipeline.leads exports."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable

from redis import Redis

from pipeline.leads.csv_export import BOM, safe_cell
from pipeline.leads.overview import funnels, leads_series, pipeline_stats, sources
from pipeline.leads.overview.band import summary_json
from pipeline.leads.overview.health import health_json
from pipeline.leads.overview.ranges import Range, RangeError, parse_range
from pipeline.leads.overview.reach import summarise
from pipeline.leads.overview.subscribers import subscribers_json

# chart -> (its JSON, its table)
CHARTS = {
    "leads": (leads_series.leads_json, leads_series.table),
    "funnels": (funnels.funnels_json, funnels.table),
    "sources": (sources.sources_json, sources.table),
    "pipeline": (pipeline_stats.pipeline_json, pipeline_stats.table),
}


def overview_json(window: Range, conn_factory: Callable[[], Redis]) -> dict:
    leads = summarise(window)  # read once for the sources and the pipeline
    return {
        "range": window.to_json(),
        "leads": leads_series.leads_json(window),
        "funnels": funnels.funnels_json(window),
        "sources": sources.sources_json(window, leads),
        "pipeline": pipeline_stats.pipeline_json(window, leads),
        "health": health_json(conn_factory),
        "subscribers": subscribers_json(window),
    }


def chart_csv(window: Range, chart: str) -> str:
    """One chart's table as CSV, the way the leads export writes it: UTF-8 with a byte-order
    mark for Excel, and a cell a spreadsheet would run as a formula (a referrer or UTM
    value is the visitor's to choose) kept as text."""
    figures, table = CHARTS[chart]
    header, rows = table(figures(window))
    buffer = io.StringIO()
    buffer.write(BOM)
    writer = csv.writer(buffer)
    writer.writerow(header)
    # Numbers stay numbers (a drop-off of -0.25 is not a formula); text is the visitor's.
    writer.writerows([safe_cell(c) if isinstance(c, str) else c for c in row] for row in rows)
    return buffer.getvalue()


__all__ = [
    "CHARTS",
    "Range",
    "RangeError",
    "chart_csv",
    "overview_json",
    "parse_range",
    "summary_json",
]
