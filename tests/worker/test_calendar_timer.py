"""The worker's calendar timer (issue 34): each pass queues a read of every calendar due one,
once however many workers pass (the pass lock and each person's queued claim), again only
after BOOKING_CALENDAR_REFRESH_MINUTES, and at once after a "Refresh now" that Redis
missed; the reads then run as jobs and record when they were tried."""

from datetime import UTC, datetime, timedelta

from redis import Redis
from rq import Queue

from pipeline import calendars, queues
from pipeline.models.calendar_busy_time import CalendarBusyTime
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db, utcnow
from tests.support.booking_team import salesperson
from tests.support.ics_feed import FeedServer
from worker.calendar_timer import PASS_LOCK, CalendarTimer, pass_once

FEED = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n"


def _queued(redis: Redis) -> list[str]:
    return [j for j in Queue(queues.WEBHOOKS, connection=redis).job_ids if "calendar-read" in j]


def test_one_read_per_calendar_per_interval(app, run_worker):
    redis = Redis.from_url(app.config["REDIS_URL"])
    feeds = FeedServer().start()
    try:
        sam = salesperson(app)
        kim = salesperson(app, "kim@example.co.uk")
        with app.app_context():
            calendars.save(sam, "ics", feeds.serve("/sam.ics", FEED))
            calendars.save(kim, "ics", feeds.serve("/kim.ics", FEED))
            db.session.commit()  # saved, but the request's own read never reached Redis

        redis.set(PASS_LOCK, "1")  # another worker is passing
        assert pass_once(app, redis) is None
        redis.delete(PASS_LOCK)
        assert sorted(pass_once(app, redis)) == [sam, kim]
        assert pass_once(app, redis) == []  # queued already: not again
        assert len(_queued(redis)) == 2
        run_worker()
        assert sorted(feeds.requested) == ["/kim.ics", "/sam.ics"]
        assert pass_once(app, redis) == []  # just read: not due

        later = datetime.now(UTC) + timedelta(minutes=6)
        assert sorted(pass_once(app, redis, later)) == [sam, kim]
        run_worker()
        with app.app_context():  # "Refresh now" while Redis was down: the timer makes it
            db.session.get(CalendarConnection, sam).refresh_requested_at = utcnow() + timedelta(
                minutes=1
            )
            db.session.commit()
        assert pass_once(app, redis) == [sam]
        run_worker()
        assert len(feeds.requested) == 5
        with app.app_context():
            tried = db.session.get(CalendarConnection, kim)
            assert tried.last_ok_at is not None and tried.last_error is None
            old = utcnow() - timedelta(days=2)
            db.session.add(CalendarBusyTime(user_id=kim, starts_at=old, ends_at=old))
            db.session.commit()
        pass_once(app, redis)  # a pass drops busy times over a day old
        with app.app_context():
            assert db.session.scalar(db.select(db.func.count()).select_from(CalendarBusyTime)) == 0
    finally:
        feeds.stop()


def test_the_timer_thread_stops(app):
    timer = CalendarTimer(app, interval=0.01)
    timer.start()
    timer.stop()
    timer.join(timeout=10)
    assert not timer.is_alive()
