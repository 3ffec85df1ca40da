"""GET /api/admin/retention (issue 28): the schedule as the settings say, what the next run
would delete, and the last runs, for admins only (the role matrix is test_access.py's)."""

from pipeline import retention
from pipeline.models.db import db
from tests.support import retention_rows as rows
from tests.support.admin_accounts import signed_in_client


def test_admins_see_each_kind_its_period_what_is_due_and_the_last_runs(app):
    with app.app_context():
        rows.submission(rows.address("old"), rows.NOW.replace(year=2020))
        db.session.commit()
    app.config["RETENTION_SPAM_DAYS"] = 14
    admin = signed_in_client(app, "retention-admin@example.com", "admin")
    before = admin.get("/api/admin/retention").get_json()
    kinds = {row["kind"]: row for row in before["kinds"]}
    assert kinds["spam"]["setting"] == "RETENTION_SPAM_DAYS"
    assert kinds["spam"]["period_text"] == "14 days"
    assert kinds["leads"]["due"] == {"count": 1, "oldest": "2020-06-15T12:00:00Z"}
    assert kinds["finder_inputs"]["due"] is None and before["runs"] == []
    with app.app_context():
        for _ in range(12):
            retention.apply_schedule("cli")
    after = admin.get("/api/admin/retention").get_json()
    assert {row["kind"]: row["due"] for row in after["kinds"]}["leads"]["count"] == 0
    assert len(after["runs"]) == 10
    assert after["runs"][-1]["counts"]["leads"] == 0  # the first two runs are not shown
    assert all(run["status"] == "succeeded" for run in after["runs"])


def test_sales_and_editors_are_refused(app):
    for role in ("sales", "editor"):
        client = signed_in_client(app, f"retention-{role}@example.com", role)
        assert client.get("/api/admin/retention").status_code == 403
