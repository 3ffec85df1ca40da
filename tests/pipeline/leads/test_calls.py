"""A booked discovery call in the sales pipeline (issue 34), through the public booking API,
a real worker and the admin API: the call's lead goes to the salesperson taking it and every
`new` lead of the person moves to `contacted` (once, however often the job runs); the call
shows on the lead (and on the person's other leads), on the board card and in the digest's
"Today's calls"."""

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from pipeline import leads
from pipeline.leads import calls
from pipeline.models.booking import Booking
from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.admin_accounts import send, signed_in_client
from tests.support.booking_payloads import booking_body
from tests.support.booking_team import salesperson
from tests.support.leads_factory import submit_contact

LONDON = ZoneInfo("Europe/London")


def _book(client, **changes) -> dict:
    first = client.get("/api/booking/slots").get_json()["slots"][0]["start"]
    answer = client.post("/api/booking", json=booking_body(first, **changes))
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["booking"]


def _stage(app, lead_id: str) -> tuple[str, int | None]:
    with app.app_context():
        row = db.session.get(LeadHandling, lead_id)
        return (row.stage, row.owner_user_id) if row else ("new", None)


def test_a_booking_moves_the_persons_new_leads_and_shows_the_call(app, client, run_worker):
    sam = salesperson(app)
    admin = signed_in_client(app, "admin@example.com", "admin")
    earlier = submit_contact(client, "Priya", "Priya@Example.co.uk", "Saw your AIM page")
    qualified = submit_contact(client, "Priya", "priya@example.co.uk", "Second message")
    other = submit_contact(client, "Bo", "bo@example.com", "Someone else")
    send(admin, "PUT", f"/api/admin/leads/{qualified}/stage", json={"stage": "qualified"})
    shown = _book(client)
    run_worker()

    with app.app_context():
        call = db.session.get(Booking, shown["id"])
        lead_id = call.submission_id
    assert _stage(app, lead_id) == ("contacted", sam)  # the call's lead: Sam's now
    assert _stage(app, earlier)[0] == "contacted"  # the person's other new lead joins
    assert _stage(app, qualified)[0] == "qualified"  # further on already: left alone
    assert _stage(app, other)[0] == "new"  # another person
    with app.app_context():  # the job again (a retry after a crash): nothing twice
        assert calls.booked(shown["id"]) == "nothing-to-do"
        assert db.session.get(OutboxEntry, shown["id"]).done_at is not None

    detail = admin.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]
    [mine] = detail["calls"]
    assert (mine["id"], mine["lead_id"], mine["start"]) == (shown["id"], lead_id, shown["start"])
    assert mine["salesperson"] == {"id": sam, "email": "sam@example.co.uk", "name": "Sam"}
    assert (mine["status"], mine["outcome"], mine["status_label"]) == ("confirmed", None, "Booked")
    assert mine["message"] == "Automating our month-end reports"  # sales read it here
    assert mine["meeting"] == {"kind": "phone", "phone": "+447700900123"}
    assert mine["company"] == "Shah Accountants" and mine["visitor_timezone"] == "America/New_York"
    assert (mine["can_reschedule"], mine["can_cancel"], mine["can_mark_outcome"]) == (
        True, True, False,
    )  # fmt: skip
    assert [h["change"] for h in mine["history"]] == ["confirmed"]
    titles = [entry["title"] for entry in detail["timeline"]]
    assert titles == ["Discovery call booked", "Owner: nobody → sam@example.co.uk",
                      "Stage: New → Contacted"]  # fmt: skip
    assert "with sam@example.co.uk" in detail["timeline"][0]["text"]
    # The person's earlier lead shows the call too; another person's doesn't.
    assert [c["id"] for c in admin.get(f"/api/admin/leads/{earlier}").get_json()["lead"]["calls"]] \
        == [shown["id"]]  # fmt: skip
    assert admin.get(f"/api/admin/leads/{other}").get_json()["lead"]["calls"] == []

    board = admin.get("/api/admin/leads/board").get_json()
    cards = {card["id"]: card for column in board["columns"] for card in column["leads"]}
    assert cards[lead_id]["call"]["id"] == shown["id"]
    assert cards[earlier]["call"]["id"] == shown["id"]
    assert cards[other]["call"] is None


def test_todays_calls_are_in_the_salespersons_digest(app, client, run_worker, smtp):
    sam = salesperson(app)
    shown = _book(client)
    today = datetime.now(UTC).astimezone(LONDON).date()
    noon = datetime.combine(today, time(12), tzinfo=LONDON).astimezone(UTC).replace(tzinfo=None)
    with app.app_context():  # the call moved to today's noon, as if booked for it
        row = db.session.get(Booking, shown["id"])
        row.starts_at, row.ends_at = noon, noon + timedelta(minutes=30)
        db.session.commit()
    run_worker()
    with app.app_context():
        found = leads.schedule_digest(noon)
        assert found is not None
    run_worker()
    [digest] = [m for m in smtp.messages if str(m["Subject"]).startswith("Your sales digest")]
    assert str(digest["To"]).endswith("<sam@example.co.uk>")
    assert "1 call today" in str(digest["Subject"])
    text = digest.get_body(("plain",)).get_content()
    local = noon.replace(tzinfo=UTC).astimezone(LONDON)
    assert "Today's calls (1):" in text
    assert f"- {local:%H:%M}–" in text
    assert "Priya Shah, Shah Accountants (Phone call: +447700900123)" in text
    with app.app_context():
        lead_id = db.session.get(Booking, shown["id"]).submission_id
    assert f"/admin/leads/{lead_id}" in text
    assert sam  # the only sales user: nobody else got one
