"""the owner's overview (issue 27): the event totals rolled up per day and step and per day
and source (kept by triggers on analytics_daily_totals), how far each lead has got
(furthest stage, first stage change, first won, first lost) on lead_handling, filled from
the timeline, and real leads indexed by arrival

Revision ID: overview0001_rollups
Revises: analytics0001_daily_totals
Create Date: 2026-12-04 00:00:00
"""

import sqlalchemy as sa
from alembic import op

revision = "overview0001_rollups"
down_revision = "analytics0001_daily_totals"
branch_labels = None
depends_on = None

SOURCE = ("referrer_host", "utm_source", "utm_medium", "utm_campaign")
STEP = ("flow", "step", "question")


def _columns(names: tuple[str, ...], prefix: str) -> str:
    return ", ".join(f"{prefix}{name}" for name in names)


# --- PostgreSQL: one function adds a signed count to both rollups; the trigger calls it
# with the old row's count taken away and the new row's added. A delete that leaves a
# rollup row at 0 removes it (the prune job empties whole days).
PG_ADD = f"""
CREATE FUNCTION analytics_rollup_add(
    d date, f varchar, s varchar, q varchar, rh varchar, us varchar, um varchar,
    uc varchar, n integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF n = 0 THEN
        RETURN;
    END IF;
    INSERT INTO analytics_daily_steps AS r (day, {_columns(STEP, "")}, count)
        VALUES (d, f, s, q, n)
        ON CONFLICT (day, {_columns(STEP, "")}) DO UPDATE SET count = r.count + EXCLUDED.count;
    IF n < 0 THEN
        DELETE FROM analytics_daily_steps
            WHERE day = d AND flow = f AND step = s AND question = q AND count = 0;
    END IF;
    IF s = 'view' THEN
        INSERT INTO analytics_daily_views AS r (day, {_columns(SOURCE, "")}, count)
            VALUES (d, rh, us, um, uc, n)
            ON CONFLICT (day, {_columns(SOURCE, "")})
            DO UPDATE SET count = r.count + EXCLUDED.count;
        IF n < 0 THEN
            DELETE FROM analytics_daily_views
                WHERE day = d AND referrer_host = rh AND utm_source = us AND utm_medium = um
                AND utm_campaign = uc AND count = 0;
        END IF;
    END IF;
END $$;
"""
PG_TRIGGER = """
CREATE FUNCTION analytics_rollup_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND (NEW.day, NEW.flow, NEW.step, NEW.question, NEW.referrer_host,
            NEW.utm_source, NEW.utm_medium, NEW.utm_campaign)
            IS NOT DISTINCT FROM (OLD.day, OLD.flow, OLD.step, OLD.question,
            OLD.referrer_host, OLD.utm_source, OLD.utm_medium, OLD.utm_campaign) THEN
        -- The flush's upsert: the same row, a bigger count.
        PERFORM analytics_rollup_add(NEW.day, NEW.flow, NEW.step, NEW.question,
            NEW.referrer_host, NEW.utm_source, NEW.utm_medium, NEW.utm_campaign,
            NEW.count - OLD.count);
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM analytics_rollup_add(OLD.day, OLD.flow, OLD.step, OLD.question,
            OLD.referrer_host, OLD.utm_source, OLD.utm_medium, OLD.utm_campaign, -OLD.count);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM analytics_rollup_add(NEW.day, NEW.flow, NEW.step, NEW.question,
            NEW.referrer_host, NEW.utm_source, NEW.utm_medium, NEW.utm_campaign, NEW.count);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER analytics_rollup_row AFTER INSERT OR UPDATE OR DELETE
    ON analytics_daily_totals FOR EACH ROW EXECUTE FUNCTION analytics_rollup_row();
CREATE FUNCTION analytics_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    TRUNCATE analytics_daily_steps, analytics_daily_views;
    RETURN NULL;
END $$;
CREATE TRIGGER analytics_rollup_truncate AFTER TRUNCATE ON analytics_daily_totals
    FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_truncate();
"""
PG_DROP = """
DROP TRIGGER IF EXISTS analytics_rollup_truncate ON analytics_daily_totals;
DROP TRIGGER IF EXISTS analytics_rollup_row ON analytics_daily_totals;
DROP FUNCTION IF EXISTS analytics_rollup_truncate();
DROP FUNCTION IF EXISTS analytics_rollup_row();
DROP FUNCTION IF EXISTS analytics_rollup_add(date, varchar, varchar, varchar, varchar, varchar,
    varchar, varchar, integer);
"""


# --- SQLite: a trigger per operation, each adding to (or taking from) both rollups.
def _sqlite_add(row: str, sign: str) -> str:
    return f"""
    INSERT INTO analytics_daily_steps (day, {_columns(STEP, "")}, count)
        VALUES ({row}.day, {_columns(STEP, row + ".")}, {sign}{row}.count)
        ON CONFLICT (day, {_columns(STEP, "")}) DO UPDATE SET count = count + excluded.count;
    INSERT INTO analytics_daily_views (day, {_columns(SOURCE, "")}, count)
        SELECT {row}.day, {_columns(SOURCE, row + ".")}, {sign}{row}.count
        WHERE {row}.step = 'view'
        ON CONFLICT (day, {_columns(SOURCE, "")}) DO UPDATE SET count = count + excluded.count;
"""


SQLITE_EMPTY = f"""
    DELETE FROM analytics_daily_steps WHERE count = 0 AND day = OLD.day
        AND ({_columns(STEP, "")}) = ({_columns(STEP, "OLD.")});
    DELETE FROM analytics_daily_views WHERE count = 0 AND day = OLD.day
        AND ({_columns(SOURCE, "")}) = ({_columns(SOURCE, "OLD.")});
"""
SQLITE_TRIGGERS = (
    "CREATE TRIGGER analytics_rollup_insert AFTER INSERT ON analytics_daily_totals BEGIN"
    f"{_sqlite_add('NEW', '')} END",
    "CREATE TRIGGER analytics_rollup_update AFTER UPDATE ON analytics_daily_totals BEGIN"
    f"{_sqlite_add('OLD', '-')}{_sqlite_add('NEW', '')}{SQLITE_EMPTY} END",
    "CREATE TRIGGER analytics_rollup_delete AFTER DELETE ON analytics_daily_totals BEGIN"
    f"{_sqlite_add('OLD', '-')}{SQLITE_EMPTY} END",
)
SQLITE_DROP = ("analytics_rollup_insert", "analytics_rollup_update", "analytics_rollup_delete")

# Totals already stored (none unless the events intake ran first) go into the rollups once.
BACKFILL = (
    f"INSERT INTO analytics_daily_steps (day, {_columns(STEP, '')}, count) "
    f"SELECT day, {_columns(STEP, '')}, SUM(count) FROM analytics_daily_totals "
    f"GROUP BY day, {_columns(STEP, '')}",
    f"INSERT INTO analytics_daily_views (day, {_columns(SOURCE, '')}, count) "
    f"SELECT day, {_columns(SOURCE, '')}, SUM(count) FROM analytics_daily_totals "
    f"WHERE step = 'view' GROUP BY day, {_columns(SOURCE, '')}",
)

# How far each lead has got, from its timeline (a lead moved before the timeline existed
# has only its current stage and stage_changed_at).
RANK = "CASE {0} WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'won' THEN 3 ELSE 0 END"
EVENTS = (
    "FROM lead_events e WHERE e.submission_id = lead_handling.submission_id "
    "AND e.kind = 'stage'"
)
EVER = f"COALESCE((SELECT MAX({RANK.format('e.to_value')}) {EVENTS}), 0)"
NOW = RANK.format("stage")
FURTHEST = f"CASE WHEN {NOW} > {EVER} THEN {NOW} ELSE {EVER} END"
PROGRESS = f"""
UPDATE lead_handling SET
    furthest_stage = CASE {FURTHEST} WHEN 3 THEN 'won' WHEN 2 THEN 'qualified'
        WHEN 1 THEN 'contacted' ELSE 'new' END,
    first_stage_change_at = COALESCE((SELECT MIN(e.created_at) {EVENTS}),
        CASE WHEN stage <> 'new' THEN stage_changed_at END),
    won_at = COALESCE((SELECT MIN(e.created_at) {EVENTS} AND e.to_value = 'won'),
        CASE WHEN stage = 'won' THEN stage_changed_at END),
    lost_at = COALESCE((SELECT MIN(e.created_at) {EVENTS} AND e.to_value = 'lost'),
        CASE WHEN stage = 'lost' THEN stage_changed_at END)
"""


def _rollup_table(name: str, key: tuple[str, ...], lengths: dict[str, int]) -> None:
    op.create_table(
        name,
        sa.Column("day", sa.Date(), nullable=False),
        *(sa.Column(column, sa.String(length=lengths[column]), nullable=False) for column in key),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("day", *key, name=op.f(f"pk_{name}")),
    )


def upgrade():
    _rollup_table("analytics_daily_steps", STEP, {"flow": 20, "step": 20, "question": 2})
    _rollup_table("analytics_daily_views", SOURCE,
                  {"referrer_host": 253, "utm_source": 100, "utm_medium": 100,
                   "utm_campaign": 100})  # fmt: skip
    for statement in BACKFILL:
        op.execute(statement)
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PG_ADD)
        op.execute(PG_TRIGGER)
    else:
        for statement in SQLITE_TRIGGERS:
            op.execute(statement)
    with op.batch_alter_table("lead_handling") as batch:
        batch.add_column(sa.Column("furthest_stage", sa.String(length=20), nullable=False,
                                   server_default="new"))  # fmt: skip
        batch.add_column(sa.Column("first_stage_change_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("won_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("lost_at", sa.DateTime(), nullable=True))
    op.execute(PROGRESS)
    op.create_index(
        "ix_submissions_real_created",
        "submissions",
        ["created_at"],
        postgresql_include=["kind"],
        postgresql_where=sa.text("is_spam IS false"),
        sqlite_where=sa.text("is_spam IS 0"),
    )


def downgrade():
    op.drop_index("ix_submissions_real_created", table_name="submissions")
    with op.batch_alter_table("lead_handling") as batch:
        batch.drop_column("lost_at")
        batch.drop_column("won_at")
        batch.drop_column("first_stage_change_at")
        batch.drop_column("furthest_stage")
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PG_DROP)
    else:
        for name in SQLITE_DROP:
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
    op.drop_table("analytics_daily_views")
    op.drop_table("analytics_daily_steps")
