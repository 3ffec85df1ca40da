"""A person's discovery calls in their data requests (issue 34), booked through the public
API and processed by a real worker: the export lists each call with what they typed and the
messages it owes; the erasure takes the calls, their notices, their jobs (outbox and Redis)
and the visitor's words from every table, file page and key, and leaves another person's
call alone. A retention erasure of the call's lead alone takes the call with it."""

import uuid
from pathlib import Path

from pipeline.leads import data_requests
from pipeline.models.booking import Booking
from pipeline.models.booking_notice import BookingNotice
from pipeline.models.db import db
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.submission import Submission
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.erasure_checks import redis_mentions, tables_mentioning
from tests.support.leads_factory import submit_contact

WORDS = "our ledger migration, codeword zanzibar"


def _book(client, address: str, start: str, words: str = WORDS) -> str:
    body = booking_body(start, email=address, message=words)
    answer = client.post("/api/booking", json=body)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["booking"]["id"]


def _jobs_of(app, call_id: str) -> list[str]:
    with app.app_context():
        notices = db.session.scalars(
            db.select(BookingNotice.id).where(BookingNotice.booking_id == call_id)
        ).all()
    return [call_id, *notices]


def test_export_and_erase_take_the_persons_calls_and_nothing_else(app, client, run_worker):
    salesperson(app)
    address = f"call.{uuid.uuid4().hex[:8]}@example.com"
    other = f"keep.{uuid.uuid4().hex[:8]}@example.com"
    first, second = [s["start"] for s in client.get("/api/booking/slots").get_json()["slots"][:2]]
    contact = submit_contact(client, "Priya", address, "Earlier message")
    mine = _book(client, address, first)
    theirs = _book(client, other, second, "Something else entirely")
    run_worker()
    jobs = _jobs_of(app, mine)
    with app.app_context():
        assert db.session.get(OutboxEntry, mine) is not None  # the sales pipeline's job

        exported = data_requests.export(address.upper(), None)
    [call] = exported["bookings"]
    assert call["id"] == mine and call["message"] == WORDS
    assert (call["email"], call["company"], call["phone"]) == (address, "Shah Accountants",
                                                               "+447700900123")  # fmt: skip
    assert call["with"] == "sam@example.co.uk" and call["status"] == "confirmed"
    assert "confirmed" in {m["kind"] for m in call["messages"]}
    assert sorted(s["id"] for s in exported["submissions"]) == sorted([contact, call["lead_id"]])

    with app.app_context():
        counts = data_requests.erase(address, None)
    assert counts["bookings"] == 1 and counts["booking_notices"] == len(jobs) - 1
    assert counts["submissions"] == 2
    assert tables_mentioning(app, "zanzibar") == []  # what they wanted to talk about
    with app.app_context():
        assert db.session.get(Booking, mine) is None
        assert db.session.scalars(db.select(Booking.id)).all() == [theirs]
        left = db.session.scalars(db.select(BookingNotice.booking_id).distinct()).all()
        assert left == [theirs]
        assert all(db.session.get(OutboxEntry, job) is None for job in jobs)
    assert tables_mentioning(app, address) == []
    assert redis_mentions(app.config["REDIS_URL"], [address, *jobs]) == []
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("sqlite:///"):
        db_file = Path(app.config["SQLALCHEMY_DATABASE_URI"].removeprefix("sqlite:///"))
        assert address.encode() not in db_file.read_bytes().lower()


def test_a_retention_erasure_of_the_calls_lead_takes_the_call(app, client, run_worker):
    salesperson(app)
    address = f"part.{uuid.uuid4().hex[:8]}@example.com"
    start = client.get("/api/booking/slots").get_json()["slots"][0]["start"]
    kept = submit_contact(client, "Priya", address, "Keep me")
    call_id = _book(client, address, start)
    with app.app_context():
        lead = db.session.get(Booking, call_id).submission_id
        part = data_requests.Erasure(address, (lead,), (), keep_suppression=True)
        counts = data_requests.erase([part], None, reason="retention")
        assert counts["bookings"] == 1
        assert db.session.get(Booking, call_id) is None
        assert db.session.scalars(db.select(BookingNotice)).all() == []
        assert db.session.scalars(db.select(Submission.id)).all() == [kept]
