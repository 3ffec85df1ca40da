"""The booking form's own fields (issue 34): an instant, a time zone and a phone number,
each refused with a field message when it can't be what it says."""

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import phonenumbers
from marshmallow import ValidationError, fields

from web.api.forms import Blankable

BAD_INSTANT = "Send a date and time with its offset, e.g. 2026-12-08T09:00:00Z."
BAD_ZONE = "Send a time zone name, e.g. Europe/London."
BAD_PHONE = "Please enter a phone number we can call, e.g. 07700 900123 or +44 7700 900123."


def instant(value: object) -> datetime:
    """An ISO 8601 instant with its offset, as aware UTC; ValidationError otherwise."""
    if not isinstance(value, str) or len(value) > 40:
        raise ValidationError(BAD_INSTANT)
    try:
        parsed = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ValidationError(BAD_INSTANT) from None
    if parsed.tzinfo is None or not 2000 <= parsed.year <= 2200:
        raise ValidationError(BAD_INSTANT)
    return parsed.astimezone(UTC)


class Instant(fields.Field):
    def __init__(self, **kwargs):
        kwargs.setdefault("error_messages", {"required": BAD_INSTANT, "null": BAD_INSTANT})
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        return instant(value)


class Zone(fields.Field):
    """An IANA time zone name (the visitor's, as their browser reports it)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("error_messages", {"required": BAD_ZONE, "null": BAD_ZONE})
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str) or not 0 < len(value) <= 64 or not value.isascii():
            raise ValidationError(BAD_ZONE)
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValidationError(BAD_ZONE) from None
        return value


class Phone(Blankable):
    """A number we can dial, stored in E.164 (+447700900123): what was typed is never
    printed back, only the number libphonenumber reads in it (UK numbers without +44)."""

    def read(self, value):
        if not isinstance(value, str) or len(value) > 40:
            raise ValidationError(BAD_PHONE)
        try:
            number = phonenumbers.parse(value, "GB")
        except phonenumbers.NumberParseException:
            raise ValidationError(BAD_PHONE) from None
        if not phonenumbers.is_possible_number(number):
            raise ValidationError(BAD_PHONE)
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
