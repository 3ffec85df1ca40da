"""The sales inbox: every submission as a lead, its detail and actions, its place in the
sales pipeline (stage, notes, timeline), the CSV export, data requests (export and erase,
and the erasure ledger a restore replays), and the owner's overview (overview/). What web/
and pipeline/backup may call."""

from pipeline.leads.actions import resend, set_handled
from pipeline.leads.board import board as lead_board
from pipeline.leads.call_view import call_json_by_id as call_detail
from pipeline.leads.calls import OUTCOME_MESSAGE as CALL_OUTCOME_MESSAGE
from pipeline.leads.calls import cancel as cancel_call
from pipeline.leads.calls import reschedule as reschedule_call
from pipeline.leads.calls import set_outcome as set_call_outcome
from pipeline.leads.calls import times_for as call_times
from pipeline.leads.csv_export import export_csv
from pipeline.leads.data_requests import (
    ERASE_COUNTS,
    Erasure,
    erase,
    export,
    normalise,
    subject_hash,
    subject_hashes,
)
from pipeline.leads.demo import DAYS as DEMO_DAYS
from pipeline.leads.demo import DemoResult, load_analytics_demo
from pipeline.leads.detail import (
    detail as lead_detail,
)
from pipeline.leads.detail import (
    email_json,
    regenerate_report,
    stored_report,
)
from pipeline.leads.digest import schedule as schedule_digest
from pipeline.leads.digest import set_wants_digest, wants_digest
from pipeline.leads.digest import skip_today as skip_digest_today
from pipeline.leads.erasure_ledger import LedgerEntry, ledger_path
from pipeline.leads.erasure_ledger import entries as ledger_entries
from pipeline.leads.follow_ups import set_follow_up
from pipeline.leads.held import ADDRESS_COLUMNS
from pipeline.leads.inbox import (
    HANDLED_CHOICES,
    KIND_LABELS,
    SPAM_CHOICES,
    LeadFilter,
    list_leads,
)
from pipeline.leads.notes import NOTE_MAX, add_note
from pipeline.leads.overview import (
    CHARTS as OVERVIEW_CHARTS,
)
from pipeline.leads.overview import (
    Range,
    RangeError,
    chart_csv,
    overview_json,
    parse_range,
    summary_json,
)
from pipeline.leads.owners import assign, sales_users
from pipeline.leads.people import list_people
from pipeline.leads.person_timeline import person as person_detail
from pipeline.leads.sales_state import LeadActionError
from pipeline.leads.stages import LOST_DETAIL_MAX, LOST_REASONS, STAGE_LABELS, STAGES, set_stage

__all__ = [
    "ADDRESS_COLUMNS",
    "CALL_OUTCOME_MESSAGE",
    "DEMO_DAYS",
    "ERASE_COUNTS",
    "HANDLED_CHOICES",
    "KIND_LABELS",
    "LOST_DETAIL_MAX",
    "LOST_REASONS",
    "DemoResult",
    "Erasure",
    "LeadActionError",
    "LeadFilter",
    "LedgerEntry",
    "Range",
    "RangeError",
    "NOTE_MAX",
    "OVERVIEW_CHARTS",
    "SPAM_CHOICES",
    "STAGES",
    "STAGE_LABELS",
    "add_note",
    "call_detail",
    "call_times",
    "cancel_call",
    "assign",
    "chart_csv",
    "email_json",
    "erase",
    "export",
    "export_csv",
    "lead_board",
    "lead_detail",
    "ledger_entries",
    "ledger_path",
    "list_leads",
    "list_people",
    "load_analytics_demo",
    "normalise",
    "overview_json",
    "parse_range",
    "person_detail",
    "regenerate_report",
    "reschedule_call",
    "resend",
    "schedule_digest",
    "sales_users",
    "set_call_outcome",
    "set_follow_up",
    "set_handled",
    "set_stage",
    "set_wants_digest",
    "skip_digest_today",
    "stored_report",
    "subject_hash",
    "subject_hashes",
    "summary_json",
    "wants_digest",
]
