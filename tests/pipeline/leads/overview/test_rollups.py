"""What the overview reads instead of replaying everything: the per-day step and source
rollups, kept by the database's triggers whatever writes the totals (inserts, the flush's
upsert, a changed row, the prune's deletes), and each lead's progress, kept by set_stage
with every move; the migration fills both from what was already stored."""

from datetime import date, datetime, timedelta

from flask_migrate import downgrade, upgrade
from sqlalchemy.dialects import postgresql, sqlite

from pipeline import leads
from pipeline.models.analytics_rollup import AnalyticsDailyStep, AnalyticsDailyView
from pipeline.models.analytics_total import DIMENSIONS, AnalyticsTotal
from pipeline.models.db import db
from pipeline.models.lead_handling import LeadHandling
from tests.support.overview_data import lead, total

DAY = date(2026, 3, 2)
BEFORE = "analytics0001_daily_totals"
WHEN = datetime(2026, 3, 2, 9, 0)


def _rollups() -> tuple[set, set]:
    steps = {(r.day, r.flow, r.step, r.question, r.count)
             for r in db.session.scalars(db.select(AnalyticsDailyStep))}  # fmt: skip
    views = {(r.day, r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign, r.count)
             for r in db.session.scalars(db.select(AnalyticsDailyView))}  # fmt: skip
    return steps, views


def _from_totals() -> tuple[set, set]:
    """The rollups worked out afresh from the totals."""
    t = AnalyticsTotal
    step_key = (t.day, t.flow, t.step, t.question)
    view_key = (t.day, t.referrer_host, t.utm_source, t.utm_medium, t.utm_campaign)
    steps = db.session.execute(db.select(*step_key, db.func.sum(t.count)).group_by(*step_key))
    views = db.session.execute(
        db.select(*view_key, db.func.sum(t.count)).where(t.step == "view").group_by(*view_key)
    )
    return {tuple(r) for r in steps}, {tuple(r) for r in views}


def _flush_add(day: date, count: int, **dimensions) -> None:
    """Adds like the events flush does: one upsert that adds to an existing row's count."""
    values = {"day": day, "question": "", "path": "/", "referrer_host": "", "utm_source": "",
              "utm_medium": "", "utm_campaign": "", "device": "desktop", "count": count,
              **dimensions}  # fmt: skip
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    statement = dialect.insert(AnalyticsTotal).values(**values)
    statement = statement.on_conflict_do_update(
        index_elements=["day", *DIMENSIONS],
        set_={"count": AnalyticsTotal.count + statement.excluded.count},
    )
    db.session.execute(statement)
    db.session.commit()


def test_the_rollups_follow_every_change_to_the_totals(app):
    with app.app_context():
        total("2026-03-02", "quiz", "view", 5, referrer_host="www.google.com")
        total("2026-03-02", "quiz", "view", 3, device="mobile", referrer_host="www.google.com")
        total("2026-03-02", "quiz", "start", 4)
        _flush_add(DAY, 2, flow="quiz", step="view", referrer_host="www.google.com")
        _flush_add(DAY, 6, flow="contact", step="view", utm_source="linkedin")
        assert _rollups() == _from_totals()
        steps, views = _rollups()
        assert (DAY, "quiz", "view", "", 10) in steps
        assert (DAY, "www.google.com", "", "", "", 10) in views

        row = db.session.scalar(db.select(AnalyticsTotal).where(AnalyticsTotal.step == "start"))
        row.step, row.day = "view", DAY + timedelta(days=1)  # a row whose key changes
        db.session.commit()
        assert _rollups() == _from_totals()

        db.session.execute(db.delete(AnalyticsTotal).where(AnalyticsTotal.flow == "quiz"))
        db.session.commit()  # as the prune empties old days: no rows left at 0
        assert (
            _rollups()
            == _from_totals()
            == (
                {(DAY, "contact", "view", "", 6)},
                {(DAY, "", "linkedin", "", "", 6)},
            )
        )


def test_set_stage_keeps_how_far_the_lead_got(app):
    with app.app_context():
        lead_id = lead("contact", WHEN)
        for stage in ("won", "lost", "contacted"):
            leads.set_stage(lead_id, stage, None, lost_reason="no_budget")
        row = db.session.get(LeadHandling, lead_id)
        assert (row.stage, row.furthest_stage) == ("contacted", "won")
        assert row.first_stage_change_at == row.won_at < row.lost_at < row.stage_changed_at


def _sql(statement: str, **values) -> None:
    db.session.execute(db.text(statement), values)


def test_the_migration_fills_both_from_what_was_stored(app):
    with app.app_context():
        try:
            downgrade(revision=BEFORE)
            for n, (step, count) in enumerate((("view", 7), ("view", 2), ("start", 3))):
                _sql("INSERT INTO analytics_daily_totals (day, flow, step, question, path, "
                     "referrer_host, utm_source, utm_medium, utm_campaign, device, count) "
                     "VALUES (:day, 'quiz', :step, '', :path, 't.co', '', '', '', 'mobile', "
                     ":count)", day=DAY, step=step, path=f"/p{n}", count=count)  # fmt: skip
            for lead_id, stage in (("moved", "qualified"), ("legacy", "won"), ("never", "new")):
                _sql("INSERT INTO submissions (id, kind, status, attempts, email, is_spam, "
                     "is_repeat, created_at, updated_at) VALUES (:id, 'contact', 'succeeded', "
                     "1, 'ada@example.com', false, false, :when, :when)", id=lead_id,
                     when=WHEN)  # fmt: skip
                _sql("INSERT INTO lead_handling (submission_id, handled, stage, "
                     "stage_changed_at, updated_at) VALUES (:id, false, :stage, :changed, "
                     ":when)", id=lead_id, stage=stage, when=WHEN,
                     changed=None if stage == "new" else WHEN + timedelta(days=9))  # fmt: skip
            for to_value, days in (("won", 2), ("lost", 5), ("qualified", 9)):
                _sql("INSERT INTO lead_events (submission_id, kind, from_value, to_value, "
                     "created_at) VALUES ('moved', 'stage', 'x', :to, :at)", to=to_value,
                     at=WHEN + timedelta(days=days))  # fmt: skip
            db.session.commit()
            upgrade(revision="heads")

            assert _rollups() == ({(DAY, "quiz", "view", "", 9), (DAY, "quiz", "start", "", 3)},
                                  {(DAY, "t.co", "", "", "", 9)})  # fmt: skip
            progress = {
                row.submission_id: (row.furthest_stage, row.first_stage_change_at, row.won_at,
                                    row.lost_at)
                for row in db.session.scalars(db.select(LeadHandling))
            }  # fmt: skip
            day = timedelta(days=1)
            assert progress == {
                "moved": ("won", WHEN + 2 * day, WHEN + 2 * day, WHEN + 5 * day),
                # No timeline (moved before it existed): its stage and when it changed.
                "legacy": ("won", WHEN + 9 * day, WHEN + 9 * day, None),
                "never": ("new", None, None, None),
            }
        finally:
            db.session.rollback()
            upgrade(revision="heads")
            for table in ("analytics_daily_totals", "lead_events", "lead_handling",
                          "submissions"):  # fmt: skip
                db.session.execute(db.text(f"DELETE FROM {table}"))  # noqa: S608 (fixed names)
            db.session.commit()
