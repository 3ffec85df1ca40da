"""The privacy policy states the retention schedule's periods from the same settings the
daily run applies, read when the page is served: change a setting and the served policy
says the new period, with no rebuild (issue 28). Needs the built frontend."""

import json
import re
from html import unescape

import pytest

from web.config import ROOT, ConfigError, load_config

built = pytest.mark.skipif(
    not (ROOT / "frontend" / "dist" / "routes.json").is_file(),
    reason="frontend not built: run `make build`",
)


def served(client) -> tuple[str, dict]:
    html = client.get("/privacy-policy").get_data(as_text=True)
    [raw] = re.findall(r'<script type="application/json" id="public-details">(.*?)</script>', html)
    return unescape(html), json.loads(raw)["retention"]


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_the_served_policy_states_the_periods_the_settings_hold(app, client):
    text, periods = served(client)
    assert "Messages our spam filters caught: 30 days." in text
    assert "sign-up forms and our notes about them: 24 months after" in text
    assert periods["spam"] == "30 days" and periods["analyticsTotals"] == "25 months"
    app.config.update(RETENTION_SPAM_DAYS=1, RETENTION_LEAD_MONTHS=6, RETENTION_EMAIL_COPY_MONTHS=3)
    text, periods = served(client)
    assert "Messages our spam filters caught: 1 day." in text
    assert "sign-up forms and our notes about them: 6 months after" in text
    assert "any report attached: 3 months" in text
    assert periods == {
        "leads": "6 months", "spam": "1 day", "emailCopies": "3 months",
        "unconfirmedSignups": "30 days", "auditLog": "24 months", "jobHistory": "30 days",
        "analyticsTotals": "25 months", "newsletterDeliveries": "12 months",
    }  # fmt: skip
    assert "%RETENTION_" not in text


@pytest.mark.parametrize("value", ["0", "-3", "twelve", "241", "1.5"])
def test_a_period_must_be_a_whole_number_in_range(tmp_path, value):
    with pytest.raises(ConfigError, match="RETENTION_LEAD_MONTHS"):
        load_config(tmp_path, {"RETENTION_LEAD_MONTHS": value})
