"""The newsletter list's size and growth on the owner's overview (issue 36)."""

from datetime import date, datetime

from pipeline import leads, ops
from pipeline.models.db import db
from pipeline.models.mail_suppression import MailSuppression
from pipeline.models.signup import Signup

RANGE = leads.Range(date(2026, 3, 1), date(2026, 3, 7))


def _signup(email: str, confirmed: datetime | None, status: str = "subscribed") -> None:
    db.session.add(Signup(list_name="newsletter", email=email, tags=[], status=status,
                          confirmed_at=confirmed))  # fmt: skip


def test_size_now_and_who_joined_or_left_in_the_range(app):
    with app.app_context():
        _signup("a@example.com", datetime(2026, 2, 27, 9))  # the period before
        _signup("b@example.com", datetime(2026, 3, 2, 9))
        _signup("c@example.com", datetime(2026, 3, 2, 18))
        _signup("d@example.com", None, status="pending")
        _signup("e@example.com", datetime(2026, 3, 3, 9), status="unsubscribed")
        db.session.add(MailSuppression(email="e@example.com", list_name="newsletter",
                                       created_at=datetime(2026, 3, 5, 9)))  # fmt: skip
        db.session.commit()
        found = leads.overview_json(RANGE, ops.connection)["subscribers"]
    assert found["size"] == 3
    assert (found["joined"], found["left"], found["previousJoined"]) == (3, 1, 1)
    days = {row["period"]: (row["joined"], row["left"]) for row in found["series"]}
    assert days["2026-03-02"] == (2, 0) and days["2026-03-05"] == (0, 1)
    assert len(found["series"]) == 7
