"""`flask content load-demo-analytics` (issue 27): a year of funnel totals and the leads they
brought, with sales histories; once only; the same every time for the same seed and day."""

from collections import Counter
from datetime import date, timedelta

from pipeline import leads, queues
from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.consent_record import ConsentRecord
from pipeline.models.contact_message import ContactMessage
from pipeline.models.db import db
from pipeline.models.finder_run import FinderRun
from pipeline.models.lead_event import LeadEvent
from pipeline.models.lead_handling import LeadHandling
from pipeline.models.outbox_entry import OutboxEntry
from pipeline.models.signup import Signup
from pipeline.models.submission import Submission

KIND_OF_FLOW = {"contact": "contact", "guide": "guide", "early-access": "early_access",
                "newsletter": "newsletter", "finder": "finder"}  # fmt: skip
PATHS = {"/contact", "/smart-automation-guide", "/services/profession-specific-ai-playbooks",
         "/newsletter", "/blog", "/find-your-fit", "/ai-tool-finder"}  # fmt: skip


def count(model) -> int:
    return db.session.scalar(db.select(db.func.count()).select_from(model))


def moves_of(submission_id: str) -> list[LeadEvent]:
    """A demo lead's stage moves, oldest first."""
    return db.session.scalars(
        db.select(LeadEvent)
        .where(LeadEvent.submission_id == submission_id)
        .order_by(LeadEvent.created_at)
    ).all()


def test_a_year_loads_once_with_totals_and_leads_that_agree(app):
    runner = app.test_cli_runner()
    result = runner.invoke(args=["content", "load-demo-analytics"])
    assert result.exit_code == 0, result.output
    assert "analytics demo: 365 days" in result.output
    with app.app_context():
        totals, leads = count(AnalyticsTotal), count(Submission)
        days = db.session.execute(
            db.select(db.func.min(AnalyticsTotal.day), db.func.max(AnalyticsTotal.day))
        ).one()
        assert (days[1] - days[0]).days == 364
        # A small consultancy's year: a few thousand leads, tens of thousands of totals.
        assert 1500 < leads < 4000 and 15_000 < totals < 60_000
        assert count(OutboxEntry) == 0  # nothing queued, nothing emailed

    again = runner.invoke(args=["content", "load-demo-analytics"])
    assert again.exit_code == 0, again.output
    assert "already loaded, nothing added" in again.output
    with app.app_context():
        assert (count(AnalyticsTotal), count(Submission)) == (totals, leads)


def test_every_counted_submit_is_a_lead_and_every_step_shrinks(app):
    with app.app_context():
        assert leads.load_analytics_demo(days=60, today=date(2026, 11, 27)).loaded
        rows = db.session.scalars(db.select(AnalyticsTotal)).all()
        assert {r.path for r in rows} <= PATHS
        assert {r.device for r in rows} == {"mobile", "desktop"}
        assert ("www.linkedin.com", "linkedin", "social", "spring") not in {
            (r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign) for r in rows
        }  # the spring campaign runs March to May, outside these 60 days
        steps = Counter()
        submits = Counter()
        for r in rows:
            steps[(r.flow, r.step, r.question)] += r.count
            if r.step == "submit":
                key = (r.day, KIND_OF_FLOW[r.flow], r.referrer_host, r.utm_source, r.utm_campaign)
                submits[key] += r.count
        quiz = [steps[("quiz", "view", "")], steps[("quiz", "start", "")]]
        quiz += [steps[("quiz", "answer", q)] for q in "12345"]
        quiz += [steps[("quiz", "result", "")], steps[("quiz", "cta", "")]]
        assert quiz == sorted(quiz, reverse=True) and quiz[-1] > 0
        for flow in ("contact", "guide", "early-access", "newsletter"):
            view, start, submit = (steps[(flow, s, "")] for s in ("view", "start", "submit"))
            assert view > start > submit > 0, flow

        real = db.session.scalars(db.select(Submission).where(Submission.is_spam.is_(False)))
        arrived = Counter()
        for lead in real:
            utm = lead.utm or {}
            host = (lead.referrer or "").removeprefix("https://").rstrip("/")
            key = (lead.created_at.date(), lead.kind, host, utm.get("utm_source", ""),
                   utm.get("utm_campaign", ""))  # fmt: skip
            arrived[key] += 1
            assert lead.email.endswith("@demo.example") and lead.status == "succeeded"
        assert arrived == submits
        spam = db.session.scalar(db.select(db.func.count()).where(Submission.is_spam.is_(True)))
        assert 0 < spam < sum(arrived.values()) / 10


def test_kind_rows_and_stage_histories_are_the_apps_own(app):
    with app.app_context():
        leads.load_analytics_demo(days=120, today=date(2026, 11, 27))
        contacts = count(ContactMessage)
        assert contacts == db.session.scalar(
            db.select(db.func.count()).where(Submission.kind == "contact")
        )
        done = FinderRun.recommendations.is_not(None)
        runs = db.session.scalars(db.select(FinderRun).where(done))
        assert all(len(run.recommendations) == 3 and run.sector for run in runs)
        # Every list sign-up has its proof of consent, in the wording its form showed.
        assert count(ConsentRecord) == count(Signup) > 0

        stages = Counter()
        for handling in db.session.scalars(db.select(LeadHandling)):
            moves = moves_of(handling.submission_id)
            submission = db.session.get(Submission, handling.submission_id)
            assert [m.from_value for m in moves] == ["new", *[m.to_value for m in moves[:-1]]]
            assert moves[-1].to_value == handling.stage
            assert moves[-1].created_at == handling.stage_changed_at
            assert submission.created_at < moves[0].created_at
            assert (handling.lost_reason is not None) == (handling.stage == "lost")
            stages[handling.stage] += 1
        assert set(stages) == {"contacted", "qualified", "won", "lost"}
        # The last days' leads are not worked yet: nothing moves after "today".
        latest = db.session.scalar(db.select(db.func.max(LeadEvent.created_at)))
        assert latest.date() <= date(2026, 11, 27)
        won = db.session.scalars(
            db.select(ContactMessage)
            .join(LeadHandling, LeadHandling.submission_id == ContactMessage.submission_id)
            .where(LeadHandling.stage == "won")
        ).all()
        assert any(message.plan for message in won)  # the won plans' value has figures


def test_same_seed_and_day_give_the_same_rows(app):
    def snapshot() -> tuple:
        t = AnalyticsTotal
        totals = db.session.execute(
            db.select(t.day, t.path, t.step, t.device, t.count).order_by(t.id)
        ).all()
        lead_rows = db.session.execute(
            db.select(Submission.id, Submission.email, Submission.created_at).order_by(
                Submission.id
            )
        ).all()
        return totals, lead_rows

    with app.app_context():
        leads.load_analytics_demo(days=14, today=date(2026, 11, 27))
        first = snapshot()
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        leads.load_analytics_demo(days=14, today=date(2026, 11, 27))
        assert snapshot() == first
        assert first[0][0].day == date(2026, 11, 27) - timedelta(days=13)


def test_refused_where_the_site_has_figures_of_its_own(app):
    with app.app_context():
        db.session.add(Submission(kind="contact", email="real@customer.co.uk", name="Real"))
        db.session.commit()
    result = app.test_cli_runner().invoke(args=["content", "load-demo-analytics", "--days", "7"])
    assert result.exit_code == 1
    assert "already has leads or funnel totals" in result.output
    with app.app_context():
        assert count(AnalyticsTotal) == 0 and count(Submission) == 1


def test_the_sales_screens_read_the_demo_as_they_read_real_leads(app):
    with app.app_context():
        leads.load_analytics_demo(days=30, today=date(2026, 11, 27))
        page = leads.list_leads(leads.LeadFilter(), per_page=100)
        assert page["total"] == db.session.scalar(
            db.select(db.func.count()).where(Submission.is_spam.is_(False))
        )
        assert leads.lead_board(leads.LeadFilter())
        for kind in ("contact", "finder", "guide", "early_access", "newsletter"):
            lead_id = db.session.scalar(
                db.select(Submission.id).where(Submission.kind == kind).limit(1)
            )
            shown = leads.lead_detail(lead_id, None)
            assert shown is not None and shown["id"] == lead_id, kind
            assert leads.person_detail(lead_id) is not None


def test_the_overviews_pipeline_reads_the_demos_progress(app):
    """The progress columns set_stage keeps (furthest stage, first change, won) are filled
    by the demo from its own stage history, so a demo install's pipeline chart has figures."""
    with app.app_context():
        leads.load_analytics_demo(days=120, today=date(2026, 11, 27))
        for handling in db.session.scalars(db.select(LeadHandling)):
            moves = moves_of(handling.submission_id)
            assert handling.first_stage_change_at == moves[0].created_at
            won = [m.created_at for m in moves if m.to_value == "won"]
            assert handling.won_at == (won[0] if won else None)
            assert (handling.lost_at is not None) == any(m.to_value == "lost" for m in moves)
            reached = [m.to_value for m in moves if m.to_value != "lost"]
            assert handling.furthest_stage == (reached[-1] if reached else "new")
        window = leads.Range(date(2026, 7, 31), date(2026, 11, 27))
        figures = leads.overview_json(window, queues.connection)["pipeline"]
        reached = {stage["stage"]: stage["reached"] for stage in figures["stages"]}
        assert reached["new"] > reached["contacted"] > reached["qualified"] > reached["won"] > 0
        assert figures["medianHoursToFirstContact"] > 0 and figures["medianDaysToWon"] > 0
