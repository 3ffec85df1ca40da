"""Salespeople's own calendars (issue 34): connecting a CalDAV account or a private ICS
feed (credentials sealed), reading busy times into a cache on a timer and on demand,
writing booked calls into CalDAV calendars, and warning when a calendar stops answering.
What other layers may call: pipeline/booking (busy_times, unusable, stage_write,
stage_remove), ops (stale_ones), web/ (save, remove, request_refresh, panel) and the
worker's timer (stage_due_reads, catch_up).

The jobs (reading.read, writing.sync: caldav, icalendar, niquests) are imported by the
worker through their dotted paths only, so the web process never loads them."""

from pipeline.calendars.cache import busy_times, state, unusable
from pipeline.calendars.cache import prune as prune_busy_times
from pipeline.calendars.connections import (
    URL_MAX,
    connected_count,
    describe,
    mark_refresh,
    panel,
    remove,
    save,
    stale_ones,
    warning,
)
from pipeline.calendars.errors import CalendarError
from pipeline.calendars.schedule import READ
from pipeline.calendars.schedule import request as request_refresh
from pipeline.calendars.schedule import stage_due as stage_due_reads
from pipeline.calendars.sealing import key_problem
from pipeline.calendars.staging import SYNC, catch_up, stage_remove, stage_write

__all__ = [
    "READ",
    "SYNC",
    "URL_MAX",
    "CalendarError",
    "busy_times",
    "catch_up",
    "connected_count",
    "describe",
    "key_problem",
    "mark_refresh",
    "panel",
    "prune_busy_times",
    "remove",
    "request_refresh",
    "save",
    "stage_due_reads",
    "stage_remove",
    "stage_write",
    "stale_ones",
    "state",
    "unusable",
    "warning",
]
