"""/api/admin/leads: the sales inbox over real submissions processed by a real RQ worker
and delivered to a real SMTP sink: list and filters, the detail with consent, finder
recommendations and report, jobs traced in RQ (and from the outbox once Redis forgets
them), honest delivery status with 'Resend', handling notes and the CSV export."""

import csv
import io
from datetime import timedelta

from redis import Redis
from rq.job import Job

from pipeline.models.db import db, utcnow
from pipeline.models.email_message import EmailMessage
from pipeline.models.submission import Submission
from pipeline.signups.unsubscribe import unsubscribe
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import (
    store_contact_name,
    submit_contact,
    submit_early_access,
    submit_finder,
    submit_guide,
)

XSS_NAME = "<img src=x onerror=alert(1)>"


def _leads(client, **params):
    response = client.get("/api/admin/leads", query_string=params)
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_every_kind_in_one_list_newest_first_with_filters(app, client, run_worker, smtp):
    contact_id = submit_contact(client, "Tomasz Nowak", "tomasz@example.co.uk",
                                "Workshop for 12 people in Leeds?")  # fmt: skip
    finder_id = submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    guide_id = submit_guide(client, "Priya", "priya@example.co.uk")
    early_id = submit_early_access(client, "sam@example.co.uk")
    run_worker()
    sales = signed_in_client(app, "sales@example.com", "sales")

    body = _leads(sales)
    assert body["total"] == 4
    assert [lead["id"] for lead in body["leads"]] == [early_id, guide_id, finder_id, contact_id]
    by_id = {lead["id"]: lead for lead in body["leads"]}
    assert by_id[finder_id]["company"] == "Harbour Bakery"
    assert by_id[contact_id]["summary"] == "Workshop for 12 people in Leeds?"
    assert {e["status"] for e in by_id[contact_id]["emails"]} == {"sent"}
    assert all(lead["status"] == "succeeded" for lead in body["leads"])

    assert [x["id"] for x in _leads(sales, kind="finder")["leads"]] == [finder_id]
    assert [x["id"] for x in _leads(sales, q="harbour")["leads"]] == [finder_id]
    assert [x["id"] for x in _leads(sales, q="LEEDS")["leads"]] == [contact_id]
    assert [x["id"] for x in _leads(sales, q="priya@")["leads"]] == [guide_id]
    assert _leads(sales, q="100%_")["total"] == 0  # LIKE wildcards are literal
    assert _leads(sales, status="failed")["total"] == 0
    today = utcnow().date()
    assert _leads(sales, **{"from": today.isoformat(), "to": today.isoformat()})["total"] == 4
    assert _leads(sales, **{"from": (today + timedelta(days=1)).isoformat()})["total"] == 0
    second_page = _leads(sales, page=2)
    assert second_page["page"] == 2 and second_page["leads"] == []

    bad = sales.get("/api/admin/leads?kind=bogus")
    assert bad.status_code == 400
    assert bad.get_json()["error"]["fields"] == {"kind": ["Choose a kind from the list."]}
    assert sales.get("/api/admin/leads?from=yesterday").status_code == 400


def test_detail_has_consent_source_recommendations_report_and_jobs(app, client, run_worker, smtp):
    finder_id = submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    guide_id = submit_guide(client, "Priya", "priya@example.co.uk")
    run_worker()
    sales = signed_in_client(app, "sales@example.com", "sales")

    lead = sales.get(f"/api/admin/leads/{finder_id}").get_json()["lead"]
    assert lead["source"] == {
        "page": "/ai-tool-finder",
        "referrer": None,
        "utm": {"utm_source": "newsletter", "utm_campaign": "spring"},
    }
    found = lead["finder"]
    assert found["company_name"] == "Harbour Bakery"
    assert found["company_size"] == "6-20 employees"
    assert len(found["recommendations"]) == 3
    assert found["consistency_checks"][0]["passed"] is True
    assert found["has_stored_report"] is True
    email, sales_email = lead["emails"]
    assert (email["purpose"], email["status"], email["to"]) == ("finder", "sent", "mei@example.com")
    assert (sales_email["purpose"], sales_email["to"]) == ("finder_sales", "sales@example.co.uk")
    # Lead -> jobs: its own job (id = submission id), the sales notice's (id = the test
    # record's) and each email's (id = email id), in RQ.
    jobs = {job["id"]: job for job in lead["jobs"]}
    assert jobs[finder_id]["source"] == "rq" and jobs[finder_id]["status"] == "finished"
    assert jobs[finder_id]["func"] == "pipeline.finder.job.process"
    assert jobs[found["test_id"]]["func"] == "pipeline.finder.sales.notify"
    assert jobs[found["test_id"]]["status"] == "finished"
    for sent in (email, sales_email):
        assert jobs[sent["id"]]["status"] == "finished"
        assert jobs[sent["id"]]["func"] == "pipeline.mail.delivery.deliver"

    stored = sales.get(f"/api/admin/leads/{finder_id}/report.pdf")
    assert stored.status_code == 200 and stored.mimetype == "application/pdf"
    assert stored.data.startswith(b"%PDF")
    fresh = sales.get(f"/api/admin/leads/{finder_id}/report.pdf?fresh=1")
    assert fresh.status_code == 200 and fresh.data.startswith(b"%PDF")
    assert sales.get(f"/api/admin/leads/{guide_id}/report.pdf").status_code == 404

    guide = sales.get(f"/api/admin/leads/{guide_id}").get_json()["lead"]
    [consent] = guide["signup"]["consents"]
    assert consent["version"] == "guide-2025-06"
    assert consent["page"] == "/smart-automation-guide"
    assert consent["referrer"] == "https://search.example/"
    assert consent["wording"].startswith("We'll email you the guide")

    # Redis forgets jobs (result TTL, a restart): the outbox row still tells the story.
    Redis.from_url(app.config["REDIS_URL"]).flushdb()
    jobs = sales.get(f"/api/admin/leads/{finder_id}").get_json()["lead"]["jobs"]
    assert {(j["source"], j["status"]) for j in jobs} == {("outbox", "finished")}
    assert sales.get("/api/admin/leads/no-such-lead").status_code == 404


def test_failed_delivery_is_honest_and_resend_sends_it_when_smtp_is_back(app, client, run_worker,
                                                                          smtp):  # fmt: skip
    smtp.stop()
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Call me back, please.")
    run_worker()  # RETRY_INTERVAL_SCALE=0: every retry runs at once and fails
    sales = signed_in_client(app, "sales@example.com", "sales")
    lead = sales.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]
    assert lead["status"] == "succeeded"
    ack = next(e for e in lead["emails"] if e["purpose"] == "contact_ack")
    assert ack["status"] == "failed"
    assert "ConnectionRefusedError" in ack["last_error"]
    assert ack["attempts"] == 7  # the first try and six retries
    job = next(j for j in lead["jobs"] if j["id"] == ack["id"])
    assert job["status"] == "failed" and "ConnectionRefusedError" in job["traceback"]

    smtp.start()
    response = send(sales, "POST", f"/api/admin/leads/emails/{ack['id']}/resend")
    assert response.status_code == 202, response.get_json()
    assert response.get_json()["email"]["status"] == "queued"
    run_worker()
    smtp.wait_for("ola@example.com")
    lead = sales.get(f"/api/admin/leads/{lead_id}").get_json()["lead"]
    ack = next(e for e in lead["emails"] if e["purpose"] == "contact_ack")
    assert ack["status"] == "sent" and ack["last_error"] is None
    job = next(j for j in lead["jobs"] if j["id"] == ack["id"])
    assert job["status"] == "finished"
    # The old failed job was replaced, not left in the failed list.
    conn = Redis.from_url(app.config["REDIS_URL"])
    assert Job.fetch(ack["id"], connection=conn).get_status() == "finished"


def test_resend_refuses_suppressed_addresses_with_a_clear_message(app, client, run_worker, smtp):
    submit_early_access(client, "gone@example.com")
    run_worker()
    with app.app_context():
        welcome = db.session.scalars(
            db.select(EmailMessage).where(EmailMessage.to_addr == "gone@example.com")
        ).one()
        assert welcome.marketing
        from pipeline.models.signup import Signup

        signup = db.session.scalars(db.select(Signup)).one()
        unsubscribe(signup.id)
        email_id = welcome.id
    sales = signed_in_client(app, "sales@example.com", "sales")
    response = send(sales, "POST", f"/api/admin/leads/emails/{email_id}/resend")
    assert response.status_code == 409
    assert response.get_json()["error"]["message"].startswith("This address has unsubscribed")
    assert send(sales, "POST", "/api/admin/leads/emails/nope/resend").status_code == 404


def test_mark_handled_with_a_note_records_who_and_when(app, client, run_worker, smtp):
    lead_id = submit_contact(client, "Ola", "ola@example.com", "Hello")
    other_id = submit_contact(client, "Ben", "ben@example.com", "Hi")
    sales = signed_in_client(app, "sales@example.com", "sales")
    url = f"/api/admin/leads/{lead_id}/handling"
    response = send(sales, "PUT", url, json={"handled": True, "note": "Called, booked a demo."})
    assert response.status_code == 200, response.get_json()
    handling = response.get_json()["lead"]["handling"]
    assert handling["handled"] is True
    [note] = response.get_json()["lead"]["notes"]  # notes are a history now (issue 18)
    assert (note["body"], note["author"]) == ("Called, booked a demo.", "sales@example.com")
    assert handling["updated_by"] == "sales@example.com"
    assert handling["updated_at"]
    assert [x["id"] for x in _leads(sales, handled="yes")["leads"]] == [lead_id]
    assert [x["id"] for x in _leads(sales, handled="no")["leads"]] == [other_id]

    undone = send(sales, "PUT", url, json={"handled": False, "note": "Needs a second call"})
    assert undone.get_json()["lead"]["handling"]["handled"] is False
    assert send(sales, "PUT", url, json={}).status_code == 400
    assert send(sales, "PUT", url, json={"handled": True, "note": "x" * 2001}).status_code == 400
    missing = send(sales, "PUT", "/api/admin/leads/nope/handling", json={"handled": True})
    assert missing.status_code == 404
    # No CSRF header: refused.
    assert sales.put(url, json={"handled": True}).status_code == 400


def test_csv_export_follows_the_filter_and_defuses_formulas(app, client):
    eve = submit_contact(client, "Eve", "eve@example.com", "+1 call me @home")
    store_contact_name(app, eve, '=HYPERLINK("http://evil")')  # the form refuses it now
    submit_contact(client, "-Minus", "plain@example.com", "@SUM(A1)")
    submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery")
    sales = signed_in_client(app, "sales@example.com", "sales")

    response = sales.get("/api/admin/leads/export.csv?kind=contact")
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.get_data().decode("utf-8-sig"))))
    assert len(rows) == 2  # the filter applies: no finder row
    first, second = sorted(rows, key=lambda r: r["email"])
    assert first["name"] == '\'=HYPERLINK("http://evil")'
    assert first["message"] == "'+1 call me @home"
    assert second["name"] == "'-Minus" and second["message"] == "'@SUM(A1)"
    assert first["kind"] == "contact" and first["role"] == "Ops Director"
    for row in rows:
        for value in row.values():
            assert not value.startswith(("=", "+", "-", "@")), value


def test_markup_in_a_lead_comes_back_as_plain_json_text(app, client):
    lead_id = submit_contact(client, "Ex", "x@example.com", "<script>alert(2)</script>")
    store_contact_name(app, lead_id, XSS_NAME)  # the form refuses it now
    admin = signed_in_client(app, "admin@example.com", "admin")
    response = admin.get(f"/api/admin/leads/{lead_id}")
    assert response.mimetype == "application/json"
    assert response.get_json()["lead"]["name"] == XSS_NAME
    assert response.get_json()["lead"]["contact"]["message"] == "<script>alert(2)</script>"
    assert _leads(admin)["leads"][0]["name"] == XSS_NAME


def test_spam_is_hidden_unless_asked_for(app, client):
    submit_contact(client, "Bot", "bot@example.com", "Buy now", website="http://spam.example")
    real = submit_contact(client, "Real", "real@example.com", "Hello")
    sales = signed_in_client(app, "sales@example.com", "sales")
    assert [x["id"] for x in _leads(sales)["leads"]] == [real]
    assert _leads(sales, spam="include")["total"] == 2
    [spam] = _leads(sales, spam="only")["leads"]
    assert spam["is_spam"] is True
    with app.app_context():
        assert db.session.get(Submission, spam["id"]).is_spam
