"""The CSV export for Excel: UTF-8 with a byte-order mark (so accented and non-Latin names
survive a double-click open), and with each lead's stage, owner, score (with its reasons)
and next action, under the same filters as the inbox, score included."""

import csv
import io

from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_contact

NAME = "Zoë Łukasiewicz 東京"


def _rows(response) -> list[dict]:
    raw = response.get_data()
    assert raw.startswith(b"\xef\xbb\xbf"), raw[:20]  # the BOM Excel looks for
    return list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_the_csv_opens_in_excel_with_stage_owner_score_and_next_action(app, client):
    lead_id = submit_contact(client, NAME, "zoe@example.com", "Cześć", role="business-owner")
    submit_contact(client, "Ben", "ben@example.com", "Hi", role="other")
    sales = signed_in_client(app, "sales@example.com", "sales")
    me = sales.get("/api/auth/session").get_json()["user"]["id"]
    send(sales, "PUT", f"/api/admin/leads/{lead_id}/owner", json={"owner_id": me})
    lost = {"stage": "lost", "lost_reason": "other", "lost_detail": "=went elsewhere"}
    send(sales, "PUT", f"/api/admin/leads/{lead_id}/stage", json=lost)
    send(sales, "PUT", f"/api/admin/leads/{lead_id}/follow-up",
         json={"next_action": "Ask again in spring", "due": "2030-03-01"})  # fmt: skip

    response = sales.get("/api/admin/leads/export.csv")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
    rows = {row["email"]: row for row in _rows(response)}
    zoe = rows["zoe@example.com"]
    assert zoe["name"] == NAME and zoe["message"] == "Cześć"
    assert zoe["stage"] == "lost" and zoe["lost_reason"] == "Other: =went elsewhere"
    assert zoe["owner"] == "sales@example.com"
    assert zoe["score"] == "20" and zoe["score_reasons"] == "Role: Business Owner +20"
    assert (zoe["next_action"], zoe["next_action_due"]) == ("Ask again in spring", "2030-03-01")
    ben = rows["ben@example.com"]
    assert (ben["stage"], ben["owner"], ben["score"], ben["next_action"]) == ("new", "", "0", "")

    only_hot = _rows(sales.get("/api/admin/leads/export.csv?min_score=10"))
    assert [row["email"] for row in only_hot] == ["zoe@example.com"]
    mine = _rows(sales.get("/api/admin/leads/export.csv?owner=me&stage=lost"))
    assert [row["email"] for row in mine] == ["zoe@example.com"]
