"""An app on one test stack with rate limits off (fuzzing and the hostile corpus send many
requests from one client on purpose), cleaned before and after like tests/conftest.py's."""

from redis import Redis

from pipeline import queues
from pipeline.models.db import db
from web import create_app


def clean(app) -> None:
    with app.app_context():
        for table in reversed(db.metadata.sorted_tables):
            db.session.execute(table.delete())
        db.session.commit()
        db.session.remove()
        db.engine.dispose()
    Redis.from_url(app.config["REDIS_URL"]).flushdb()
    queues.redis_connection.cache_clear()


def unlimited_app(stack_settings: dict, smtp_url: str, outbox_dir: str):
    return create_app(
        {
            **stack_settings,
            "TESTING": True,
            "SMTP_URL": smtp_url,
            "MAIL_OUTBOX_DIR": outbox_dir,
            "MIN_SUBMIT_SECONDS": 0,
            "RETRY_INTERVAL_SCALE": 0,
            "RATELIMIT_ENABLED": False,
        }
    )
