"""THE RACE (issue 34): 100 visitors book one slot at once against the running web server
(gunicorn, its own processes and threads) → exactly one 201 and 99 409s, each with
alternatives; then 100 at once split between two times that only the salesperson's buffer
makes overlap → again exactly one. On SQLite (the write lock) and on PostgreSQL (the
exclusion constraint), one test per stack."""

from concurrent.futures import ThreadPoolExecutor

import httpx

from pipeline.models.booking import CONFIRMED, Booking
from pipeline.models.db import db
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.stack_process import StackProcesses


def _storm(base_url: str, starts: list[str]) -> list[httpx.Response]:
    def one(index: int) -> httpx.Response:
        body = booking_body(starts[index % len(starts)], email=f"racer{index}@example.com")
        return httpx.post(f"{base_url}/api/booking", json=body, timeout=60)

    with ThreadPoolExecutor(max_workers=100) as pool:
        return list(pool.map(one, range(100)))


def _exactly_one(answers: list[httpx.Response]) -> None:
    codes = sorted(a.status_code for a in answers)
    assert codes == [201] + [409] * 99, codes
    for answer in answers:
        if answer.status_code == 409:
            assert answer.json()["error"]["code"] == "slot_taken"
            assert answer.json()["alternatives"]


def test_one_slot_one_booking(app, smtp, tmp_path):
    salesperson(app, after=15)
    database = app.config["SQLALCHEMY_DATABASE_URI"]
    web = StackProcesses(
        tmp_path, smtp.url, {"DATABASE_URL": database, "REDIS_URL": app.config["REDIS_URL"]}
    )
    try:
        web.start_web()
        slots = httpx.get(f"{web.base_url}/api/booking/slots").json()["slots"]
        first, later = slots[0]["start"], slots[10]["start"]
        _exactly_one(_storm(web.base_url, [first]))
        # `later` and the time after it: free until one is booked, then the buffer after it
        # (15 minutes) overlaps the other's call.
        after_later = slots[11]["start"]
        _exactly_one(_storm(web.base_url, [later, after_later]))
    finally:
        web.stop()
    with app.app_context():
        confirmed = db.session.scalars(db.select(Booking).where(Booking.status == CONFIRMED)).all()
        assert len(confirmed) == 2
