"""The call a visitor books, as the settings describe it (issue 34, read when used): its
title, length, description, where it happens, and the window of days offered."""

from dataclasses import dataclass
from datetime import timedelta

from pipeline.booking.holiday_days import DEFAULT_REGION
from pipeline.settings import setting

DEFAULT_TITLE = "Free discovery call"
DEFAULT_DESCRIPTION = (
    "A free, no-obligation 30-minute call with one of our consultants: tell us about your "
    "business and we'll tell you honestly where AI could save you time, and where it can't."
)
BUSINESS_TIMEZONE = "Europe/London"
VIDEO, PHONE = "video", "phone"


@dataclass(frozen=True)
class Event:
    title: str
    description: str
    length: timedelta
    window: timedelta
    region: str
    meeting_url: str  # "" = a phone call; may contain {booking}

    @property
    def meeting(self) -> str:
        return VIDEO if self.meeting_url else PHONE

    def meeting_link(self, booking_id: str) -> str | None:
        if not self.meeting_url:
            return None
        return self.meeting_url.replace("{booking}", booking_id)

    def meeting_of(self, booking_id: str) -> dict:
        """Where the call happens, as the API and the webhooks say it: the kind, and our
        video link when there is one (never the visitor's number: view.py adds it for them)."""
        link = self.meeting_link(booking_id)
        return {"kind": self.meeting, "url": link} if link else {"kind": self.meeting}

    def as_json(self) -> dict:
        return {
            "title": self.title,
            "description": self.description,
            "duration_minutes": int(self.length.total_seconds() // 60),
            "meeting": self.meeting,
        }


def current() -> Event:
    return Event(
        title=setting("BOOKING_TITLE") or DEFAULT_TITLE,
        description=setting("BOOKING_DESCRIPTION") or DEFAULT_DESCRIPTION,
        length=timedelta(minutes=int(setting("BOOKING_DURATION_MINUTES", 30))),
        window=timedelta(days=int(setting("BOOKING_WINDOW_DAYS", 21))),
        region=setting("BOOKING_HOLIDAYS_REGION") or DEFAULT_REGION,
        meeting_url=setting("BOOKING_MEETING_URL") or "",
    )
