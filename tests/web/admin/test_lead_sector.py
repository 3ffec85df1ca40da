"""Sales see a finder lead's sector (issue 26): its label in the form's select and whether the
visitor chose it or the finder read it, in the lead detail, the sales email and the data
export, from the very run the visitor was shown."""

from pipeline.finder import SECTOR_SELECT_LABELS
from tests.support.admin_accounts import send, signed_in_client
from tests.support.leads_factory import submit_finder


def _detail(sales, lead_id: str) -> dict:
    response = sales.get(f"/api/admin/leads/{lead_id}")
    assert response.status_code == 200, response.get_json()
    return response.get_json()["lead"]["finder"]


def test_the_lead_detail_says_which_sector_and_who_gave_it(app, client, run_worker, smtp):
    chose = submit_finder(client, "Nadia", "nadia@example.co.uk", "Brightsmile Dental",
                          sector="clinics-therapy")  # fmt: skip
    read = submit_finder(client, "Mei", "mei@example.com", "Brightsmile Dental")
    queued_only = submit_finder(client, "Ola", "ola@example.com", "Acme", sector="general")
    sales = signed_in_client(app, "sales@example.com", "sales")
    # Before the job runs, the visitor's own answer is all there is.
    assert _detail(sales, queued_only)["sector_chosen"] is True
    run_worker()

    found = _detail(sales, chose)
    assert (found["sector"], found["sector_label"], found["sector_chosen"]) == (
        "clinics-therapy", SECTOR_SELECT_LABELS["clinics-therapy"], True,
    )  # fmt: skip
    found = _detail(sales, read)
    assert (found["sector"], found["sector_label"], found["sector_chosen"]) == (
        "dental", "Dental practice", False,
    )  # fmt: skip
    found = _detail(sales, queued_only)
    assert (found["sector"], found["sector_label"], found["sector_chosen"]) == (
        "general", "Something else", True,
    )  # fmt: skip

    notices = smtp.wait_for("sales@example.co.uk", count=3)
    bodies = [m.get_body(("plain",)).get_content() for m in notices]
    label = SECTOR_SELECT_LABELS["clinics-therapy"]
    assert any(f"Sector:        {label} (the visitor's choice)" in b for b in bodies), bodies
    assert any("Sector:        Dental practice (read from their answers)" in b for b in bodies)
    assert any("Sector:        Something else (the visitor's choice)" in b for b in bodies)


def test_the_data_export_carries_the_answer_and_the_sector_used(app, client, run_worker):
    submit_finder(client, "Nadia", "nadia@example.co.uk", "Brightsmile Dental", sector="care")
    run_worker()
    admin = signed_in_client(app, "admin@example.com", "admin")
    response = send(admin, "POST", "/api/admin/data-requests/export",
                    json={"email": "nadia@example.co.uk"})  # fmt: skip
    assert response.status_code == 200, response.get_json()
    [test] = response.get_json()["finder_tests"]
    assert (test["chosen_sector"], test["sector"]) == ("care", "care")
