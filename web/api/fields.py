"""marshmallow fields shared by every public form, so each text field is stripped, bounded
and free of characters no database or mail header should carry."""

from email_validator import EmailNotValidError, validate_email
from marshmallow import ValidationError, fields

INVALID_EMAIL = "Please enter a valid email address"


class Text(fields.String):
    """Stripped text. `required_message` doubles as the message for blank input."""

    def __init__(
        self,
        *,
        max_length: int,
        required_message: str | None = None,
        single_line: bool = True,
        **kwargs,
    ):
        self.max_length = max_length
        self.required_message = required_message
        self.single_line = single_line
        if required_message:
            kwargs.setdefault("required", True)
            kwargs.setdefault(
                "error_messages", {"required": required_message, "null": required_message}
            )
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise ValidationError("Must be text.")
        text = value.strip()
        if "\x00" in text:
            raise ValidationError("Contains a character we can't accept (a null byte).")
        if self.single_line and ("\n" in text or "\r" in text):
            raise ValidationError("Must be a single line.")
        if not text and self.required_message:
            raise ValidationError(self.required_message)
        if len(text) > self.max_length:
            raise ValidationError(f"Must be at most {self.max_length} characters.")
        return text


class Email(fields.String):
    """Server-side email check with email-validator (syntax only: no DNS look-ups on the
    request path). Stored lower-cased in the domain part as normalised by the library."""

    def __init__(self, **kwargs):
        kwargs.setdefault("required", True)
        kwargs.setdefault("error_messages", {"required": INVALID_EMAIL, "null": INVALID_EMAIL})
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str) or len(value) > 254:
            raise ValidationError(INVALID_EMAIL)
        try:
            return validate_email(value.strip(), check_deliverability=False).normalized
        except EmailNotValidError:
            raise ValidationError(INVALID_EMAIL) from None
