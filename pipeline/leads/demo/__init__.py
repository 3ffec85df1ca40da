"""Demo data for a new install: a year of funnel totals and the leads they brought, with
their sales histories (issue 27), so the Overview and the inbox show real-looking figures
before any visitor has come. In `leads` because it writes what sales read: every form's
leads (so it may use `finder` and `signups`, as the inbox does) and their stage moves."""

from pipeline.leads.demo.load import DAYS, DemoResult
from pipeline.leads.demo.load import load as load_analytics_demo

__all__ = ["DAYS", "DemoResult", "load_analytics_demo"]
