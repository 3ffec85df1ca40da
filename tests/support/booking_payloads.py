"""A visitor's booking request (issue 34), as the /book page sends it."""

from tests.support.form_timing import human


def booking_body(start: str, **changes) -> dict:
    return {
        "name": "Priya Shah",
        "email": "priya@example.co.uk",
        "company": "Shah Accountants",
        "message": "Automating our month-end reports",
        "phone": "07700 900123",
        "start": start,
        "timezone": "America/New_York",
        "website": "",
        **human("booking"),
        **changes,
    }
