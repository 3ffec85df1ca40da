"""The retention schedule (issue 28, UK GDPR storage limitation): how long each kind of
data is kept (schedule.py), a rule per kind that deletes what outlived its period (rules/,
people through the leads' own erase()), what the next run would delete (preview.py) and
the daily run with its record (run.py). What web/ and worker/ may call."""

from pipeline.retention.preview import due, next_run
from pipeline.retention.run import apply_schedule, last_runs, run_json
from pipeline.retention.schedule import BY_KEY, SCHEDULE, Kind, period_text, schedule_json

__all__ = [
    "BY_KEY",
    "SCHEDULE",
    "Kind",
    "apply_schedule",
    "due",
    "last_runs",
    "next_run",
    "period_text",
    "run_json",
    "schedule_json",
]
