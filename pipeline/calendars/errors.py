"""What an admin's calendar action can't do, with a message fit for the admin: web/ turns
it into a 4xx answer of the same status (as pipeline/webhooks/errors.py does)."""


class CalendarError(Exception):
    def __init__(self, status: int, message: str, code: str, field: str | None = None):
        super().__init__(message)
        self.status, self.message, self.code = status, message, code
        self.fields = {field: [message]} if field else None
