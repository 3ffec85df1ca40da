"""The webhook event catalogue: every event type an endpoint can subscribe to, what it
means, and an example of its data (docs/webhooks.md shows the same). Every body is
{"type", "timestamp", "data"}; `timestamp` is when the event happened (ISO 8601, UTC).

lead.stage_changed and lead.assigned are staged by pipeline/leads/events.py in the
transaction that moves or assigns the lead; booking.* by pipeline/booking in the transaction
that books, moves or cancels the call (booking_events.py)."""

from dataclasses import dataclass

LEAD_CREATED = "lead.created"
LEAD_STAGE_CHANGED = "lead.stage_changed"
LEAD_ASSIGNED = "lead.assigned"
NEWSLETTER_CONFIRMED = "newsletter.confirmed"
NEWSLETTER_SENT = "newsletter.sent"
PERSON_ERASED = "person.erased"
# Why a person.erased was sent: the person asked, or the retention schedule's period ran out.
ERASE_REASONS = ("request", "retention")
WEBHOOK_TEST = "webhook.test"
BOOKING_CREATED = "booking.created"
BOOKING_RESCHEDULED = "booking.rescheduled"
BOOKING_CANCELLED = "booking.cancelled"


@dataclass(frozen=True)
class EventType:
    name: str
    description: str
    example: dict


_LEAD = "0b6f7c2e-5d1a-4c8e-9f3b-2a7d6e1c4b90"
_PERSON = "per_6f1d0c7a9b2e4f3a8c5d1e7b9a0c2d4f"
_BOOKING = {
    "booking_id": "5c0e9a7d-2b3f-4e61-8d4a-9f1b7c3e2a60",
    "lead_id": _LEAD,
    "person_id": _PERSON,
    "status": "confirmed",
    "start": "2026-03-10T10:00:00Z",
    "end": "2026-03-10T10:30:00Z",
    "duration_minutes": 30,
    "visitor_timezone": "America/New_York",
    "meeting": {"kind": "video", "url": "https://meet.jit.si/example-5c0e9a7d"},
    "salesperson": {"id": 7, "email": "sam@example.co.uk", "name": "Sam"},
    "finder_run_id": "9d2c4e1a-7b6f-4a3e-8c5d-0f1e2d3c4b5a",
    "plan": None,
    "sequence": 0,
    "admin_url": f"https://example.co.uk/admin/leads/{_LEAD}",
}
_NO_FREE_TEXT = (
    " Nothing the visitor typed is in it (never what they want to talk about, nor their "
    "phone number): the booking's lead.created says who they are."
)

EVENTS: dict[str, EventType] = {
    e.name: e
    for e in (
        EventType(
            LEAD_CREATED,
            "A visitor sent one of the site's forms (contact, guide, early access, "
            "newsletter, AI tool finder). The fields are the form's own; for the tool "
            "finder the event waits until its three tools are chosen and lists them, and "
            "its fields name the sector they were chosen for (sector, sector_label) and "
            "whether the visitor chose it (sector_chosen) or the finder read it.",
            {
                "lead_id": _LEAD,
                "person_id": _PERSON,
                "form": "contact",
                "form_label": "Contact",
                "created_at": "2026-03-02T10:15:04Z",
                "email": "ola@example.com",
                "name": "Ola Nowak",
                "repeat": False,
                "fields": {
                    "name": "Ola Nowak",
                    "email": "ola@example.com",
                    "role": "ops-director",
                    "role_label": "Ops Director",
                    "message": "Could you run a workshop for our team?",
                    "plan": "growth",
                    "plan_label": "Growth",
                    "plan_from_quiz": True,
                },
                "source": {
                    "page": "/contact?plan=growth&from=quiz",
                    "referrer": None,
                    "utm": {},
                },
                "admin_url": f"https://example.co.uk/admin/leads/{_LEAD}",
            },
        ),
        EventType(
            LEAD_STAGE_CHANGED,
            "A lead moved between stages (new, contacted, qualified, won, lost).",
            {
                "lead_id": _LEAD,
                "person_id": _PERSON,
                "from": "contacted",
                "to": "lost",
                "reason": "budget",
                "changed_by": "sales@example.co.uk",
                "changed_at": "2026-03-04T09:00:00Z",
            },
        ),
        EventType(
            LEAD_ASSIGNED,
            "A lead was given to an owner on the sales team.",
            {
                "lead_id": _LEAD,
                "person_id": _PERSON,
                "owner": {"id": 7, "email": "sam@example.co.uk", "name": "Sam"},
                "assigned_by": "admin@example.co.uk",
                "assigned_at": "2026-03-04T09:00:00Z",
            },
        ),
        EventType(
            NEWSLETTER_CONFIRMED,
            "An address confirmed its newsletter subscription (double opt-in).",
            {
                "lead_id": _LEAD,
                "person_id": _PERSON,
                "list": "newsletter",
                "email": "ola@example.com",
                "first_name": "Ola",
                "confirmed_at": "2026-03-02T10:20:00Z",
            },
        ),
        EventType(
            NEWSLETTER_SENT,
            "A newsletter issue finished sending: every recipient was sent it, skipped "
            "(unsubscribed, suppressed, bounced or erased since it was queued) or failed. "
            "Counts only, never an address.",
            {
                "issue_id": 12,
                "list": "newsletter",
                "subject": "Three calm ways to start with AI",
                "sent_at": "2026-03-05T09:41:10Z",
                "counts": {"total": 1250, "sent": 1238, "failed": 2, "skipped": 10},
                "skipped_reasons": {"unsubscribed": 8, "bounced": 2},
            },
        ),
        EventType(
            PERSON_ERASED,
            "Everything held about a person was erased, on their request (UK GDPR article "
            '17; reason "request") or because the retention schedule\'s period ran out '
            '(reason "retention"): erase them in your system too. No personal data: only '
            "the person's id and the ids of their leads, as earlier events sent them. "
            "whole_person is false when retention erased only the listed leads of a person "
            "still held (a confirmed subscriber, or someone with newer leads): erase those "
            "leads and keep the person.",
            {
                "person_id": _PERSON,
                "lead_ids": [_LEAD],
                "reason": "request",
                "whole_person": True,
                "erased_at": "2026-03-09T16:00:00Z",
            },
        ),
        EventType(
            BOOKING_CREATED,
            "A visitor booked a discovery call on the site: when (UTC instants, and their "
            "own time zone), with which salesperson, where (a video link, or a phone call), "
            "and the finder run or quiz plan they came from." + _NO_FREE_TEXT,
            {**_BOOKING, "created_at": "2026-03-02T10:15:04Z"},
        ),
        EventType(
            BOOKING_RESCHEDULED,
            "A booked call moved to another time, by the visitor through their link "
            "(changed_by null) or by sales from the lead's page (changed_by their address)."
            + _NO_FREE_TEXT,
            {
                **_BOOKING,
                "start": "2026-03-11T14:00:00Z",
                "end": "2026-03-11T14:30:00Z",
                "sequence": 1,
                "previous_start": "2026-03-10T10:00:00Z",
                "previous_end": "2026-03-10T10:30:00Z",
                "changed_by": None,
                "changed_at": "2026-03-03T08:12:00Z",
            },
        ),
        EventType(
            BOOKING_CANCELLED,
            "A booked call was cancelled, by the visitor through their link (changed_by "
            "null) or by sales (changed_by their address)." + _NO_FREE_TEXT,
            {
                **_BOOKING,
                "status": "cancelled",
                "sequence": 1,
                "cancelled_at": "2026-03-03T08:12:00Z",
                "changed_by": "sam@example.co.uk",
            },
        ),
        EventType(
            WEBHOOK_TEST,
            "Sent from the Integrations screen's 'Send test' to check an endpoint; "
            "every endpoint gets it on request, whatever it subscribed to.",
            {"endpoint_id": 3, "message": "This is a test event from AI Consultancy."},
        ),
    )
}

# What an endpoint may subscribe to: everything but the test, which is sent on request.
SUBSCRIBABLE = tuple(name for name in EVENTS if name != WEBHOOK_TEST)


def catalogue_json() -> list[dict]:
    return [
        {
            "type": e.name,
            "description": e.description,
            "subscribable": e.name in SUBSCRIBABLE,
            "example": e.example,
        }
        for e in EVENTS.values()
    ]
