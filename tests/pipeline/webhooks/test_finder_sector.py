"""lead.created for a finder lead carries its sector (issue 26): the id, its label in the
form's select, and whether the visitor chose it or the finder read it, as the run shows it."""

from standardwebhooks import Webhook

from pipeline.finder import SECTOR_SELECT_LABELS
from tests.support.leads_factory import submit_finder
from tests.support.webhook_endpoints import add_endpoint


def test_lead_created_names_the_chosen_or_the_read_sector(app, client, admin, receiver, run_worker):
    secret = add_endpoint(admin, receiver.url(), ["lead.created"])["secret"]
    chose = submit_finder(client, "Nadia", "nadia@example.co.uk", "Brightsmile Dental",
                          sector="clinics-therapy")  # fmt: skip
    read = submit_finder(client, "Mei", "mei@example.com", "Brightsmile Dental")
    other = submit_finder(client, "Ola", "ola@example.com", "Brightsmile Dental", sector="general")
    run_worker()
    events = [Webhook(secret).verify(r.body, r.headers) for r in receiver.wait_for(3)]
    fields = {e["data"]["lead_id"]: e["data"]["fields"] for e in events}

    def sector(lead_id: str) -> tuple:
        found = fields[lead_id]
        return found["sector"], found["sector_label"], found["sector_chosen"]

    assert sector(chose) == ("clinics-therapy", SECTOR_SELECT_LABELS["clinics-therapy"], True)
    assert sector(read) == ("dental", "Dental practice", False)
    assert sector(other) == ("general", "Something else", True)
