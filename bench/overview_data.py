"""The overview bench's data: event totals simulated visitor by visitor and leads with stage
histories, loaded into PostgreSQL with COPY (bench/overview_bench.py says what they are)."""

from __future__ import annotations

import json
import random
import uuid
from collections import Counter
from datetime import date, datetime, timedelta
from importlib import import_module

# The migration's own statements that fill the rollups from the totals.
ROLLUP_BACKFILL = import_module("migrations.versions.overview0001_rollups").BACKFILL
PROGRESS = {"new": 0, "contacted": 1, "qualified": 2, "won": 3}  # pipeline/leads/stages.py
DAYS = 730
SITE = "https://www.consultancy.example"
BLOG_POSTS = [f"/blog/post-{n}" for n in range(40)]
# (referrer host, utm source, medium, campaign, weight); campaign "{week}" is a weekly issue.
SOURCES = [
    ("", "", "", "", 30),
    ("www.google.com", "", "", "", 24),
    ("www.bing.com", "", "", "", 3),
    ("duckduckgo.com", "", "", "", 2),
    ("www.linkedin.com", "", "", "", 5),
    ("www.linkedin.com", "linkedin", "social", "spring", 2),
    ("www.linkedin.com", "linkedin", "cpc", "autumn-webinar", 2),
    ("www.linkedin.com", "linkedin", "cpc", "ai-audit", 2),
    ("", "newsletter", "email", "{week}", 6),
    ("www.facebook.com", "", "", "", 3),
    ("t.co", "", "", "", 2),
    ("chatgpt.com", "", "", "", 2),
    ("www.reddit.com", "", "", "", 1),
    ("news.ycombinator.com", "", "", "", 1),
    *((f"partner{n}.example", "partner", "referral", f"partner-{n}", 0.25) for n in range(20)),
]
SOURCE_WEIGHTS = [s[4] for s in SOURCES]
# flow -> (weight, paths, steps after view as (step, question, chance from the step before))
QUIZ_STEPS = [("start", "", 0.6), *(("answer", q, 0.92) for q in "12345"),
              ("result", "", 0.95), ("cta", "", 0.15),
              ("booking_confirmed", "", 0.35)]  # fmt: skip
FLOWS = {
    "newsletter": (30, ["/newsletter", "/blog", *BLOG_POSTS],
                   [("start", "", 0.08), ("submit", "", 0.5)]),
    "quiz": (20, ["/find-your-fit"], QUIZ_STEPS),
    "finder": (15, ["/ai-tool-finder"],
               [("start", "", 0.5), ("submit", "", 0.4), ("result", "", 0.97), ("cta", "", 0.2),
                ("booking_confirmed", "", 0.35)]),
    "contact": (20, ["/contact", "/business-inquiry"], [("start", "", 0.35), ("submit", "", 0.5)]),
    "guide": (10, ["/smart-automation-guide"], [("start", "", 0.3), ("submit", "", 0.6)]),
    "early-access": (5, ["/explore-training"], [("start", "", 0.25), ("submit", "", 0.6)]),
}  # fmt: skip
FLOW_NAMES, FLOW_WEIGHTS = list(FLOWS), [FLOWS[f][0] for f in FLOWS]
KINDS = {"contact": 30, "guide": 20, "early_access": 10, "newsletter": 25, "finder": 15}
PLANS = ("clarity", "growth", "freedom")
# Discovery calls (issue 34): the share of real leads that book one, the salespeople taking
# them, and what came of them.
CALL_SHARE = 0.08
SALESPEOPLE = 5


def day_weights(today: date) -> list[float]:
    """Traffic doubling over the two years, weekends at 60 %."""
    first = today - timedelta(days=DAYS - 1)
    return [(0.6 + 0.8 * i / DAYS) * (0.6 if (first + timedelta(days=i)).weekday() >= 5 else 1)
            for i in range(DAYS)]  # fmt: skip


def _source(rng: random.Random, day: date) -> tuple[str, str, str, str]:
    host, source, medium, campaign, _ = rng.choices(SOURCES, SOURCE_WEIGHTS)[0]
    if campaign == "{week}":
        campaign = f"weekly-{day.isocalendar().year}-{day.isocalendar().week:02d}"
    return host, source, medium, campaign


def simulate(today: date, events: int, rng: random.Random) -> Counter:
    """Visitors until `events` events: (day, flow, step, question, path, source, device) ->
    count, as the flush job would have added them up."""
    totals: Counter = Counter()
    days = [today - timedelta(days=DAYS - 1 - i) for i in range(DAYS)]
    weights = day_weights(today)
    made = 0
    while made < events:
        batch = min(10_000, events - made)
        for day in rng.choices(days, weights, k=batch // 2 or 1):
            flow = rng.choices(FLOW_NAMES, FLOW_WEIGHTS)[0]
            _, paths, steps = FLOWS[flow]
            path = rng.choice(paths)
            source = _source(rng, day)
            device = "mobile" if rng.random() < 0.55 else "desktop"
            totals[day, flow, "view", "", path, source, device] += 1
            made += 1
            for step, question, chance in steps:
                if rng.random() >= chance or made >= events:
                    break
                totals[day, flow, step, question, path, source, device] += 1
                made += 1
            if made >= events:
                break
    return totals


def _raw(db):
    return db.session.connection().connection.driver_connection


def load_totals(db, today: date, events: int, rng: random.Random) -> tuple[int, int]:
    """COPY with the rollup trigger off, then the rollups filled as the migration fills them
    (one GROUP BY, not 600,000 trigger calls); checked equal to the totals after."""
    totals = simulate(today, events, rng)
    columns = ("day, flow, step, question, path, referrer_host, utm_source, utm_medium, "
               "utm_campaign, device, count")  # fmt: skip
    with _raw(db).cursor() as cursor:
        cursor.execute("ALTER TABLE analytics_daily_totals DISABLE TRIGGER analytics_rollup_row")
        rows = [(day, flow, step, question, path, *source, device, count)
                for (day, flow, step, question, path, source, device), count
                in totals.items()]  # fmt: skip
        _copy(cursor, "analytics_daily_totals", columns, rows)
        cursor.execute("ALTER TABLE analytics_daily_totals ENABLE TRIGGER analytics_rollup_row")
        for statement in ROLLUP_BACKFILL:
            cursor.execute(statement)
        cursor.execute("SELECT (SELECT SUM(count) FROM analytics_daily_totals), "
                       "(SELECT SUM(count) FROM analytics_daily_steps), "
                       "(SELECT SUM(count) FROM analytics_daily_totals WHERE step = 'view'), "
                       "(SELECT SUM(count) FROM analytics_daily_views)")  # fmt: skip
        everything, steps, views, by_source = cursor.fetchone()
        assert (everything, views) == (steps, by_source), "rollups differ from the totals"
    db.session.commit()
    return len(totals), sum(totals.values())


def _referrer(rng: random.Random, host: str) -> str | None:
    if host:
        return f"https://{host}/"  # browsers send only the origin cross-site
    return rng.choice([None, None, SITE + "/", SITE + rng.choice(BLOG_POSTS)])


def _utm(rng: random.Random, source: tuple[str, str, str, str]) -> str | None:
    _, name, medium, campaign = source
    if not name:
        return None
    tags = {"utm_source": name.title() if rng.random() < 0.2 else name,
            "utm_medium": medium, "utm_campaign": campaign}  # fmt: skip
    return json.dumps(tags)


def _history(rng: random.Random, arrived: datetime, now: datetime) -> list[tuple[str, datetime]]:
    """A lead's stage changes: most contacted within hours, some qualified within days,
    fewer won within weeks; some lost at any point; none after now."""
    changes, at, roll = [], arrived, rng.random()
    if roll < 0.12:
        return []  # never touched
    if roll < 0.2:
        return [("lost", arrived + timedelta(hours=rng.lognormvariate(3, 1)))]
    at += timedelta(hours=rng.lognormvariate(1.8, 1.0))
    changes.append(("contacted", at))
    if rng.random() < 0.45:
        at += timedelta(days=rng.lognormvariate(1.2, 0.7))
        changes.append(("qualified", at))
        if rng.random() < 0.4:
            changes.append(("won", at + timedelta(days=rng.lognormvariate(2, 0.6))))
        elif rng.random() < 0.5:
            changes.append(("lost", at + timedelta(days=rng.lognormvariate(2, 0.8))))
    elif rng.random() < 0.4:
        changes.append(("lost", at + timedelta(days=rng.lognormvariate(1.5, 0.8))))
    return [(stage, moment) for stage, moment in changes if moment < now]


def _progress(changes: list[tuple[str, datetime]]) -> tuple:
    """What stages.set_stage keeps on lead_handling as these changes are made."""
    stages = [stage for stage, _ in changes]
    furthest = max(stages, key=lambda stage: PROGRESS.get(stage, 0))
    first = {stage: moment for stage, moment in reversed(changes)}
    return (furthest if furthest in PROGRESS else "new", changes[0][1], first.get("won"),
            first.get("lost"))  # fmt: skip


def load_leads(db, today: date, leads: int, rng: random.Random) -> dict[str, int]:
    now = datetime.combine(today, datetime.min.time()) + timedelta(hours=12)
    weights = day_weights(today)
    days = [today - timedelta(days=DAYS - 1 - i) for i in range(DAYS)]
    submissions, contacts, handling, timeline = [], [], [], []
    spam = 0
    for n, day in enumerate(rng.choices(days, weights, k=leads)):
        lead_id = str(uuid.UUID(int=rng.getrandbits(128)))
        arrived = datetime.combine(day, datetime.min.time()) + timedelta(
            seconds=rng.randrange(86400)
        )
        if arrived > now:
            arrived = now - timedelta(minutes=rng.randrange(1, 600))
        kind = rng.choices(list(KINDS), list(KINDS.values()))[0]
        source = _source(rng, day)
        is_spam = rng.random() < 0.05
        spam += is_spam
        page = rng.choice(["/plans/growth", "/plans/freedom"]) if rng.random() < 0.1 else None
        submissions.append((lead_id, kind, "succeeded", "done", 1, f"lead{n}@example.com",
                            "Ada", is_spam, "honeypot" if is_spam else None, False,
                            page or f"/{kind}", _referrer(rng, source[0]), _utm(rng, source),
                            arrived, arrived))  # fmt: skip
        if kind == "contact":
            plan = rng.choice(PLANS) if rng.random() < 0.3 else None
            contacts.append((lead_id, "Ada", f"lead{n}@example.com", "business-owner",
                             "Hello", plan, arrived))  # fmt: skip
        changes = [] if is_spam else _history(rng, arrived, now)
        before = "new"
        for stage, moment in changes:
            timeline.append((lead_id, "stage", before, stage, moment))
            if before == "new":  # sales assign a lead as they first contact it
                timeline.append((lead_id, "owner", None, "1", moment))
                timeline.append((lead_id, "note", None, "1", moment + timedelta(minutes=5)))
            before = stage
        if changes:
            handling.append((lead_id, False, before, "no_budget" if before == "lost" else None,
                             changes[-1][1], changes[-1][1], *_progress(changes)))  # fmt: skip
    with _raw(db).cursor() as cursor:
        _copy(cursor, "submissions", "id, kind, status, stage, attempts, email, name, is_spam, "
              "spam_reason, is_repeat, source_page, referrer, utm, created_at, updated_at",
              submissions)  # fmt: skip
        _copy(
            cursor,
            "contact_messages",
            "submission_id, name, email, role, message, plan, created_at",
            contacts,
        )
        _copy(cursor, "lead_handling", "submission_id, handled, stage, lost_reason, "
              "stage_changed_at, updated_at, furthest_stage, first_stage_change_at, won_at, "
              "lost_at", handling)  # fmt: skip
        _copy(
            cursor, "lead_events", "submission_id, kind, from_value, to_value, created_at", timeline
        )
    db.session.commit()
    return {"leads": len(submissions), "spam": spam, "events": len(timeline)}


def _copy(cursor, table: str, columns: str, rows: list[tuple]) -> None:
    with cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)


def load_calls(db, today: date, rng: random.Random) -> int:
    """A discovery call for a share of the real leads, a day to two weeks after they
    arrived, each in a half-hour of its own for its salesperson (the exclusion constraint
    holds); some cancelled, the past ones mostly attended, some no-shows."""
    now = datetime.combine(today, datetime.min.time()) + timedelta(hours=12)
    with _raw(db).cursor() as cursor:
        cursor.execute("SELECT id, created_at FROM submissions WHERE NOT is_spam ORDER BY id")
        leads = cursor.fetchall()
        people = []
        for n in range(SALESPEOPLE):
            cursor.execute(
                "INSERT INTO users (email, password_hash, session_version, email_verified_at, "
                "created_at) VALUES (%s, 'x', 1, %s, %s) RETURNING id",
                (f"sales{n}@example.com", now, now),
            )  # fmt: skip
            (user_id,) = cursor.fetchone()
            cursor.execute(
                "INSERT INTO profiles (id, email, first_name, role) "
                "VALUES (%s, %s, 'Sam', 'sales')",
                (user_id, f"sales{n}@example.com"),
            )
            people.append(user_id)
        taken, calls = set(), []
        for lead_id, arrived in leads:
            if rng.random() >= CALL_SHARE:
                continue
            slot = arrived.replace(minute=0, second=0, microsecond=0) + timedelta(
                hours=rng.randrange(24, 14 * 24)
            )
            person = rng.choice(people)
            while (person, slot) in taken:
                slot += timedelta(minutes=30)
            taken.add((person, slot))
            end = slot + timedelta(minutes=30)
            cancelled = rng.random() < 0.1
            outcome = None
            if not cancelled and slot < now:
                outcome = rng.choices(["attended", "no_show", None], [75, 15, 10])[0]
            calls.append((str(uuid.UUID(int=rng.getrandbits(128))), lead_id, person, slot, end,
                          slot, end, "cancelled" if cancelled else "confirmed", outcome, "Ada",
                          "lead@example.com", "lead@example.com", "Ada Ltd", "Europe/London",
                          f"{lead_id}@bench", 0, arrived, arrived))  # fmt: skip
        # A booking is a lead of its own kind (pipeline/booking/reserve.py).
        cursor.execute(
            "UPDATE submissions SET kind = 'booking' WHERE id = ANY(%s)",
            ([call[1] for call in calls],),
        )
        _copy(cursor, "bookings", "id, submission_id, salesperson_id, starts_at, ends_at, "
              "blocked_from, blocked_until, status, outcome, name, email, email_key, company, "
              "visitor_timezone, ical_uid, sequence, created_at, updated_at", calls)  # fmt: skip
    db.session.commit()
    return len(calls)
