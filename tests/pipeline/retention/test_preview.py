"""The admin's preview says what the next run deletes, kind by kind: counted by the run's
own selections, so a run right after it deletes exactly those counts (issue 28)."""

from pipeline import retention
from pipeline.models.db import db
from tests.support import retention_rows as rows
from tests.support.retention_rows import NOW, SECOND


def cutoff(kind: str):
    return retention.BY_KEY[kind].cutoff(NOW)


def test_the_preview_counts_what_the_run_then_deletes(app):
    with app.app_context():
        for n in range(3):
            person = rows.address(f"old{n}")
            lead = rows.submission(person, cutoff("leads") - SECOND * (n + 1))
            rows.email(person, cutoff("leads"), lead)
            rows.note(lead, cutoff("leads") - SECOND)
        rows.submission(rows.address("bot"), cutoff("spam") - SECOND, spam=True)
        rows.signup(rows.address("pending"), cutoff("unconfirmed_signups") - SECOND, "pending")
        rows.signup(rows.address("left"), NOW, "unsubscribed")
        rows.signup(rows.address("stays"), cutoff("leads") - SECOND, "subscribed")
        rows.audit(cutoff("audit_log") - SECOND)
        rows.done_job(cutoff("job_history") - SECOND)
        rows.submission(rows.address("recent"), NOW)
        db.session.commit()
        preview = retention.next_run(NOW)
        due = {row["kind"]: row["due"] for row in preview}
    assert due["leads"] == {"count": 3, "oldest": (cutoff("leads") - 3 * SECOND).isoformat() + "Z"}
    assert due["finder_inputs"] is None  # erased with their lead
    expected = {kind: d["count"] for kind, d in due.items() if d is not None}
    assert expected == {
        "leads": 3, "spam": 1, "email_copies": 3, "unconfirmed_signups": 1,
        "unsubscribed": 1, "audit_log": 1, "job_history": 1, "analytics_totals": 0,
        "newsletter_deliveries": 0,
    }  # fmt: skip
    with app.app_context():
        assert retention.apply_schedule("cli", now=NOW).counts == expected
        assert all(d["count"] == 0 for d in retention.due(NOW).values())
