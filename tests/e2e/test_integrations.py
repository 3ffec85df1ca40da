"""The Integrations screen in real Chromium against the running stack (gunicorn, the RQ
worker, embedded Redis, SQLite) with a real HTTP receiver on 127.0.0.1 (the stack runs
in development, where WEBHOOK_ALLOW_PRIVATE_TARGETS defaults to on): an admin adds a
webhook, copies the secret shown once, sends the test event and sees it delivered in the
log; the request verifies with that secret. A contact form then arrives as lead.created.
The job dashboard opens with its health summary."""

import re

import pytest
from playwright.sync_api import Page, expect
from standardwebhooks import Webhook

from tests.e2e.conftest import LiveStack
from tests.support.e2e_accounts import account
from tests.support.e2e_forms import post_form
from tests.support.webhook_receiver import WebhookReceiver


@pytest.fixture
def receiver():
    server = WebhookReceiver().start()
    yield server
    server.stop()


def test_an_admin_adds_a_webhook_sends_the_test_and_sees_it_delivered(
    page: Page, live_stack: LiveStack, receiver: WebhookReceiver
):
    account(page, live_stack, "ops.hooks@example.com", "admin")
    page.goto("/admin/integrations")
    expect(page.get_by_role("heading", name="Integrations", level=2)).to_be_visible()
    expect(page.get_by_role("link", name="Integrations")).to_be_visible()

    add = page.get_by_role("region", name="Add an endpoint")
    add.get_by_label("URL").fill(receiver.url("/e2e"))
    # Each box is named by its event and what it means (the booking ones mention leads too).
    lead_created = add.get_by_role("checkbox", name=re.compile(r"^lead\.created "))
    expect(lead_created).to_be_checked()
    add.get_by_label("Description").fill("E2E CRM")
    add.get_by_role("button", name="Add endpoint").click()
    secret_box = add.get_by_role("status").filter(has_text="Signing secret").locator("code")
    expect(secret_box).to_have_text(re.compile(r"^whsec_\S+$"))
    secret = secret_box.inner_text()

    card = page.get_by_role("listitem", name="Endpoint E2E CRM")
    expect(card).to_contain_text(receiver.url("/e2e"))
    card.get_by_role("button", name="Send test").click()
    row = card.get_by_role("listitem", name="Delivery webhook.test")
    expect(row.get_by_text("Delivered", exact=True)).to_be_visible(timeout=30_000)
    expect(row).to_contain_text("200")
    row.get_by_text("Attempts (1)").click()
    expect(row.get_by_role("listitem", name="Attempt 1")).to_contain_text('{"ok": true}')

    [request] = receiver.wait_for(1)
    event = Webhook(secret).verify(request.body, request.headers)
    assert event["type"] == "webhook.test"

    # A visitor's contact form reaches the same endpoint as lead.created.
    payload = {"name": "Hana Hooks", "email": "hana.hooks@example.com", "role": "other",
               "message": "Send me to the CRM"}  # fmt: skip
    post_form(page, "/api/contact", payload)
    second = receiver.wait_for(2, timeout=60)[1]
    lead = Webhook(secret).verify(second.body, second.headers)
    assert lead["type"] == "lead.created"
    assert lead["data"]["fields"]["message"] == "Send me to the CRM"
    page.reload()
    card.get_by_role("button", name="Delivery log").click()
    expect(card.get_by_role("listitem", name="Delivery lead.created")).to_contain_text("Delivered")


def test_the_job_dashboard_opens_with_the_health_summary(page: Page, live_stack: LiveStack):
    account(page, live_stack, "ops.health@example.com", "admin")
    page.goto("/admin/jobs")
    health = page.get_by_role("region", name="Health")
    expect(health).to_be_visible()
    for label in ("Database", "Redis", "Worker", "Scheduler", "Outbox"):
        expect(health.get_by_role("listitem", name=f"{label}: OK")).to_be_visible()
    expect(health.get_by_role("listitem", name="Worker: OK")).to_contain_text("running")
    expect(health.get_by_role("listitem", name="Redis eviction policy: OK")).to_contain_text(
        "noeviction"
    )
    # Above the rest of the dashboard.
    box = health.bounding_box()
    queues = page.get_by_role("region", name="Queues").bounding_box()
    assert box is not None and queues is not None and box["y"] < queues["y"]
