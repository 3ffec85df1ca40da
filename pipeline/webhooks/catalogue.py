"""The webhook event catalogue: every event type an endpoint can subscribe to, what it
means, and an example of its data (docs/webhooks.md shows the same). Every body is
{"type", "timestamp", "data"}; `timestamp` is when the event happened (ISO 8601, UTC).

lead.stage_changed and lead.assigned are staged by pipeline/leads/events.py in the
transaction that moves or assigns the lead."""

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


@dataclass(frozen=True)
class EventType:
    name: str
    description: str
    example: dict


_LEAD = "0b6f7c2e-5d1a-4c8e-9f3b-2a7d6e1c4b90"
_PERSON = "per_6f1d0c7a9b2e4f3a8c5d1e7b9a0c2d4f"

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
