"""Configuration from environment variables with embedded defaults (design convention 8):
with nothing set, the app uses SQLite, an embedded Redis and an .eml outbox under instance/."""

import os
import re
import secrets
from collections.abc import Mapping
from email.utils import formataddr
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pipeline.calendars import key_problem
from pipeline.settings import DEFAULT_COMPANY_NAME
from pipeline.storage import storage_problem
from web.booking_config import BookingConfigError, booking_settings

ROOT = Path(__file__).resolve().parent.parent
WEAK_SECRETS = {"", "dev", "secret", "changeme", "change-me", "development"}
# One bare address: it is shown on every page, in mailto: links and in the From of every email,
# so anything that could break out of those (spaces, quotes, <>, ?, &, a second @) is refused.
PLAIN_ADDRESS = re.compile(r"[^\s@<>\"'&?\\,;()]+@[^\s@<>\"'&?\\,;()]+\.[^\s@<>\"'&?\\,;()]+")


class ConfigError(RuntimeError):
    pass


def embedded_redis_url(instance: Path) -> str:
    return f"unix://{instance / 'redis' / 'redis.sock'}?db=0"


def normalise_database_url(url: str) -> str:
    # SQLAlchemy would pick psycopg2 for a bare postgresql:// URL; we ship psycopg 3.
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def _secret_key(instance: Path, env: Mapping[str, str], production: bool) -> str:
    key = env.get("SECRET_KEY", "")
    if key:
        if production and (key.lower() in WEAK_SECRETS or len(key) < 32):
            raise ConfigError("SECRET_KEY is too weak for production: use 32+ random characters")
        return key
    if production:
        raise ConfigError("SECRET_KEY must be set in production")
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(48))
        path.chmod(0o600)
    return path.read_text().strip()


def _contact_email(env: Mapping[str, str]) -> str:
    email = env.get("CONTACT_EMAIL", "hello@example.co.uk").strip()
    if not PLAIN_ADDRESS.fullmatch(email):
        raise ConfigError(f"CONTACT_EMAIL must be one plain email address, not {email!r}")
    return email


def _company_name(env: Mapping[str, str]) -> str:
    # Shown in page titles, the footer and as the display name in From: one line of text.
    name = " ".join(env.get("COMPANY_NAME", "").split())
    return name or DEFAULT_COMPANY_NAME


RECOMMENDERS = ("catalogue", "llm")


def _recommender(env: Mapping[str, str]) -> dict:
    """The finder's engine (pipeline/finder/recommender/): the catalogue, or an
    OpenAI-compatible chat-completions server with the catalogue behind it."""
    engine = env.get("RECOMMENDER", "catalogue").strip().lower() or "catalogue"
    if engine not in RECOMMENDERS:
        raise ConfigError(f"RECOMMENDER must be one of {', '.join(RECOMMENDERS)}, not {engine!r}")
    base_url = env.get("LLM_BASE_URL", "").strip().rstrip("/")
    model = env.get("LLM_MODEL", "").strip()
    try:
        timeout = float(env.get("LLM_TIMEOUT_SECONDS", "8"))
    except ValueError:
        timeout = 0
    if not 0 < timeout <= 120:
        raise ConfigError("LLM_TIMEOUT_SECONDS must be a number of seconds above 0, at most 120")
    if engine == "llm":
        if not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", base_url):
            raise ConfigError("RECOMMENDER=llm needs LLM_BASE_URL, e.g. https://api.openai.com/v1")
        if not model:
            raise ConfigError("RECOMMENDER=llm needs LLM_MODEL, e.g. gpt-4o-mini")
    return {
        "RECOMMENDER": engine,
        "LLM_BASE_URL": base_url,
        "LLM_API_KEY": env.get("LLM_API_KEY", "").strip(),
        "LLM_MODEL": model,
        "LLM_TIMEOUT_SECONDS": timeout,
    }


def _digest(env: Mapping[str, str]) -> dict:
    """When sales get their daily digest (pipeline/leads/digest.py): the hour, local time."""
    zone = env.get("DIGEST_TIMEZONE", "Europe/London").strip() or "Europe/London"
    try:
        ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigError(f"DIGEST_TIMEZONE must be a time zone name, not {zone!r}") from None
    hour = env.get("DIGEST_HOUR", "7").strip()
    if not (hour.isdecimal() and 0 <= int(hour) <= 23):
        raise ConfigError(f"DIGEST_HOUR must be an hour from 0 to 23, not {hour!r}")
    return {"DIGEST_TIMEZONE": zone, "DIGEST_HOUR": int(hour)}


def _analytics(env: Mapping[str, str]) -> dict:
    """The funnel events (pipeline/analytics/, docs/analytics.md): their own per-client limit
    (generous: one quiz sends nine, and offices share an address; one limit is one Redis
    round trip); and how many months of daily totals are kept."""
    months = env.get("ANALYTICS_TOTALS_MONTHS", "25").strip()
    if not (months.isdecimal() and 1 <= int(months) <= 120):
        raise ConfigError(
            f"ANALYTICS_TOTALS_MONTHS must be a number of months, 1 to 120, not {months!r}"
        )
    return {
        "EVENTS_RATE_LIMIT": env.get("EVENTS_RATE_LIMIT", "120 per minute"),
        "ANALYTICS_TOTALS_MONTHS": int(months),
    }


def _backup(env: Mapping[str, str], instance: Path) -> dict:
    keep = env.get("BACKUP_KEEP", "14").strip()
    if not (keep.isdecimal() and int(keep) >= 1):
        raise ConfigError(f"BACKUP_KEEP must be a number of backups, at least 1, not {keep!r}")
    return {
        "BACKUP_DIR": env.get("BACKUP_DIR", str(instance / "backups")),
        "BACKUP_KEEP": int(keep),
        "ERASURE_LEDGER_PATH": env.get(
            "ERASURE_LEDGER_PATH", str(instance / "erasure-ledger.jsonl")
        ),
    }


def _storage(env: Mapping[str, str], instance: Path) -> dict:
    """Where uploads live (pipeline/storage/): the local UPLOADS_DIR, or an S3-compatible
    bucket that every web machine shares (STORAGE_URL=s3://bucket/prefix)."""
    url = env.get("STORAGE_URL", "").strip()
    region = env.get("S3_REGION") or env.get("AWS_REGION") or env.get("AWS_DEFAULT_REGION")
    style = env.get("S3_ADDRESSING_STYLE", "auto").strip().lower() or "auto"
    problem = storage_problem(url, style)
    if problem:
        raise ConfigError(problem)
    return {
        "STORAGE_URL": url,
        "UPLOADS_DIR": env.get("UPLOADS_DIR", str(instance / "uploads")),
        "S3_ENDPOINT_URL": env.get("S3_ENDPOINT_URL", "").strip(),
        "S3_REGION": (region or "").strip(),
        "S3_ADDRESSING_STYLE": style,
        "AWS_ACCESS_KEY_ID": env.get("AWS_ACCESS_KEY_ID", "").strip(),
        "AWS_SECRET_ACCESS_KEY": env.get("AWS_SECRET_ACCESS_KEY", "").strip(),
    }


# The retention schedule (pipeline/retention/, docs/retention.md): how long each kind of
# data is kept, as (variable, default, unit, largest); ANALYTICS_TOTALS_MONTHS is read above.
RETENTION_PERIODS = (
    ("RETENTION_LEAD_MONTHS", 24, "months", 240),
    ("RETENTION_SPAM_DAYS", 30, "days", 3650),
    ("RETENTION_EMAIL_COPY_MONTHS", 12, "months", 240),
    ("RETENTION_UNCONFIRMED_SIGNUP_DAYS", 30, "days", 3650),
    ("RETENTION_AUDIT_MONTHS", 24, "months", 240),
    ("RETENTION_JOB_HISTORY_DAYS", 30, "days", 3650),
    ("RETENTION_NEWSLETTER_DELIVERY_MONTHS", 12, "months", 240),
)


def _whole_number(env: Mapping[str, str], name: str, default: int, unit: str, top: int) -> int:
    value = env.get(name, str(default)).strip()
    if not (value.isdecimal() and 1 <= int(value) <= top):
        raise ConfigError(f"{name} must be a number of {unit}, 1 to {top}, not {value!r}")
    return int(value)


def _retention(env: Mapping[str, str]) -> dict:
    """How long each kind of data is kept, and how many records one transaction of the
    daily run deletes (small enough that form submissions never wait on it)."""
    periods = {name: _whole_number(env, name, *rest) for name, *rest in RETENTION_PERIODS}
    batch = _whole_number(env, "RETENTION_BATCH_SIZE", 500, "records", 10000)
    return {**periods, "RETENTION_BATCH_SIZE": batch}


def _newsletter(env: Mapping[str, str]) -> dict:
    """Sending newsletters (pipeline/newsletter/, docs/newsletter.md): messages a second (0:
    as fast as the SMTP server takes them), recipients per batch, how long a batch's claim
    outlives its sending time, and how often the worker's timer looks for due sends."""
    rate = env.get("NEWSLETTER_SEND_RATE", "10").strip()
    try:
        per_second = float(rate)
    except ValueError:
        per_second = -1.0
    if not 0 <= per_second <= 10000:
        raise ConfigError(
            f"NEWSLETTER_SEND_RATE must be messages a second, 0 to 10000, not {rate!r}"
        )
    return {
        "NEWSLETTER_SEND_RATE": per_second,
        "NEWSLETTER_BATCH_SIZE": _whole_number(
            env, "NEWSLETTER_BATCH_SIZE", 50, "recipients", 5000
        ),
        "NEWSLETTER_LEASE_SECONDS": _whole_number(
            env, "NEWSLETTER_LEASE_SECONDS", 120, "seconds", 3600
        ),
        "NEWSLETTER_CHECK_SECONDS": _whole_number(
            env, "NEWSLETTER_CHECK_SECONDS", 30, "seconds", 3600
        ),
        # The company's postal address, at the foot of every newsletter (PECR, CAN-SPAM).
        "COMPANY_POSTAL_ADDRESS": " ".join(env.get("COMPANY_POSTAL_ADDRESS", "").split()),
    }


def _calendars(env: Mapping[str, str], production: bool) -> dict:
    """Salespeople's own calendars (pipeline/calendars/, docs/booking.md): how often they are
    read, how long a calendar that stops answering keeps its last busy times, the key their
    passwords and feed addresses are sealed with (empty: derived from SECRET_KEY), and
    whether a calendar may live on a private address (the webhooks' rule)."""
    key = env.get("CALENDAR_SECRET_KEY", "").strip()
    problem = key_problem(key)
    if problem:
        raise ConfigError(problem)
    private = env.get("CALENDAR_ALLOW_PRIVATE_TARGETS", "0" if production else "1") == "1"
    return {
        "BOOKING_CALENDAR_REFRESH_MINUTES": _whole_number(
            env, "BOOKING_CALENDAR_REFRESH_MINUTES", 5, "minutes", 1440
        ),
        "BOOKING_CALENDAR_STALE_MINUTES": _whole_number(
            env, "BOOKING_CALENDAR_STALE_MINUTES", 30, "minutes", 10080
        ),
        "CALENDAR_SECRET_KEY": key,
        "CALENDAR_ALLOW_PRIVATE_TARGETS": private,
    }


def _booking(env: Mapping[str, str]) -> dict:
    try:
        return booking_settings(env)
    except BookingConfigError as exc:
        raise ConfigError(str(exc)) from None


def load_config(instance: Path, env: Mapping[str, str] = os.environ) -> dict:
    instance.mkdir(parents=True, exist_ok=True)
    production = env.get("APP_ENV", "development") == "production"
    port = int(env.get("PORT", "5000"))
    database_url = env.get("DATABASE_URL") or f"sqlite:///{instance / 'app.db'}"
    contact_email = _contact_email(env)
    company_name = _company_name(env)
    return {
        "APP_ENV": "production" if production else "development",
        "DEBUG": False if production else env.get("FLASK_DEBUG") == "1",
        "SECRET_KEY": _secret_key(instance, env, production),
        "SQLALCHEMY_DATABASE_URI": normalise_database_url(database_url),
        "SQLALCHEMY_ENGINE_OPTIONS": {"pool_pre_ping": True},
        "REDIS_URL": env.get("REDIS_URL") or embedded_redis_url(instance),
        "SMTP_URL": env.get("SMTP_URL", ""),
        "MAIL_OUTBOX_DIR": str(Path(env.get("MAIL_OUTBOX_DIR", instance / "outbox"))),
        "MAIL_FROM": env.get("MAIL_FROM") or formataddr((company_name, contact_email)),
        "MAIL_DOMAIN": contact_email.rsplit("@", 1)[-1],
        "SALES_EMAIL": env.get("SALES_EMAIL", "sales@example.co.uk"),
        # The site's public details: read by the server at run time and put into every page
        # it serves (web/public_details.py), so changing them needs no frontend rebuild.
        "CONTACT_EMAIL": contact_email,
        "COMPANY_NAME": company_name,
        "SITE_URL": env.get("SITE_URL", f"http://127.0.0.1:{port}").rstrip("/"),
        "PORT": port,
        "GUIDE_CACHE_DIR": env.get("GUIDE_CACHE_DIR", str(instance / "cache" / "guide")),
        "UNSUBSCRIBE_EMAIL": env.get("UNSUBSCRIBE_EMAIL", contact_email),
        "FRONTEND_DIST": env.get("FRONTEND_DIST", str(ROOT / "frontend" / "dist")),
        # Largest request body we accept; beyond it the API answers 413.
        "MAX_CONTENT_LENGTH": int(env.get("MAX_CONTENT_LENGTH", str(64 * 1024))),
        # Spam and abuse defences: limits are configuration so load tests can raise them.
        "MIN_SUBMIT_SECONDS": float(env.get("MIN_SUBMIT_SECONDS", "2")),
        # How long a form token (web/form_tokens.py) is good for; the site's pages renew
        # theirs well before, keeping the form's start.
        "FORM_TOKEN_MAX_AGE_SECONDS": int(env.get("FORM_TOKEN_MAX_AGE_SECONDS", "3600")),
        "SUBMISSION_RATE_LIMIT": env.get("SUBMISSION_RATE_LIMIT", "10 per minute;100 per hour"),
        # The finder's sector reading, asked for as a visitor types (debounced): a few per
        # form, so more than a submission's allowance, still per client (web/client_key.py).
        "FINDER_READING_RATE_LIMIT": env.get(
            "FINDER_READING_RATE_LIMIT", "30 per minute;300 per hour"
        ),
        # Automatic emails one address may get from the public forms in 24 hours.
        "RECIPIENT_DAILY_LIMIT": int(env.get("RECIPIENT_DAILY_LIMIT", "3")),
        "RATELIMIT_ENABLED": env.get("RATELIMIT_ENABLED", "1") != "0",
        "ENQUEUE_JOBS": env.get("ENQUEUE_JOBS", "1") != "0",
        "RETRY_INTERVAL_SCALE": float(env.get("RETRY_INTERVAL_SCALE", "1")),
        "SWEEP_INTERVAL_SECONDS": float(env.get("SWEEP_INTERVAL_SECONDS", "5")),
        # Distinct sources (referrer host + UTM tags) the funnel counts name per day; the rest
        # are counted as "(other)" (docs/analytics.md).
        "ANALYTICS_SOURCES_PER_DAY": int(env.get("ANALYTICS_SOURCES_PER_DAY", "200")),
        # How often a worker runs RQ's maintenance (registries, abandoned jobs, scheduler).
        "WORKER_MAINTENANCE_SECONDS": int(env.get("WORKER_MAINTENANCE_SECONDS", "60")),
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_SECURE": env.get("SESSION_COOKIE_SECURE", "1" if production else "0")
        == "1",
        # Admin accounts (web/auth.py, pipeline/accounts/users.py): limits and link lifetimes.
        "LOGIN_RATE_LIMIT": env.get("LOGIN_RATE_LIMIT", "10 per 15 minutes"),
        "LOGIN_IP_RATE_LIMIT": env.get("LOGIN_IP_RATE_LIMIT", "30 per 15 minutes"),
        "ACCOUNT_EMAIL_RATE_LIMIT": env.get("ACCOUNT_EMAIL_RATE_LIMIT", "5 per hour"),
        # Server-side sessions (pipeline/accounts/sessions.py) end after this long without a
        # request, and this long after sign-in however busy.
        "SESSION_IDLE_TIMEOUT": int(env.get("SESSION_IDLE_TIMEOUT", str(8 * 3600))),
        "SESSION_MAX_AGE": int(env.get("SESSION_MAX_AGE", str(7 * 24 * 3600))),
        # How long a browser that signed in keeps its own sign-in allowance (web/login_devices.py).
        "LOGIN_DEVICE_MAX_AGE": int(env.get("LOGIN_DEVICE_MAX_AGE", str(180 * 24 * 3600))),
        "EMAIL_VERIFY_MAX_AGE": int(env.get("EMAIL_VERIFY_MAX_AGE", str(2 * 24 * 3600))),
        "PASSWORD_RESET_MAX_AGE": int(env.get("PASSWORD_RESET_MAX_AGE", "3600")),
        "PREVIEW_LINK_MAX_AGE": int(env.get("PREVIEW_LINK_MAX_AGE", str(7 * 24 * 3600))),
        # Backups (pipeline/backup/, docs/operations.md): where `flask backup create` writes
        # them and how many it keeps; and the erasure ledger a restore replays, kept outside
        # the database (in production on storage every machine shares, beside the backups).
        **_backup(env, instance),
        "UPLOAD_MAX_BYTES": int(env.get("UPLOAD_MAX_BYTES", str(10 * 1024 * 1024))),
        "ADMIN_MAX_CONTENT_LENGTH": int(env.get("ADMIN_MAX_CONTENT_LENGTH", str(2 * 1024 * 1024))),
        "JSON_SORT_KEYS": False,
        # Webhooks (pipeline/webhooks/): in production only https to public addresses; a
        # developer's machine may post to http://localhost. An endpoint failing this long
        # without a success is disabled and the admins are emailed.
        "WEBHOOK_ALLOW_PRIVATE_TARGETS": env.get(
            "WEBHOOK_ALLOW_PRIVATE_TARGETS", "0" if production else "1"
        )
        == "1",
        "WEBHOOK_DISABLE_AFTER_SECONDS": int(
            env.get("WEBHOOK_DISABLE_AFTER_SECONDS", str(3 * 24 * 3600))
        ),
        # Finder status requests that may wait for the run to move on (web/api/public/
        # finder.py), per web process: half of gunicorn's threads, the rest serve pages.
        "FINDER_STATUS_WAITS": max(1, int(env.get("WEB_THREADS", "4")) // 2),
        # Bearer token a Prometheus scraper sends to /metrics (unset: signed-in admins only).
        "METRICS_TOKEN": env.get("METRICS_TOKEN", ""),
        # How many reverse proxies sit in front (their X-Forwarded-* headers are trusted).
        "TRUSTED_PROXIES": int(env.get("TRUSTED_PROXIES", "0")),
        # The tool finder's engine: RECOMMENDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and
        # LLM_TIMEOUT_SECONDS (read by the worker when each run starts).
        **_recommender(env),
        # The sales digest: DIGEST_HOUR (0-23) in DIGEST_TIMEZONE (default 7, Europe/London).
        **_digest(env),
        # EVENTS_RATE_LIMIT and ANALYTICS_TOTALS_MONTHS (default 25).
        **_analytics(env),
        # STORAGE_URL (and S3_* / AWS_* for a bucket) or UPLOADS_DIR: where uploads live.
        **_storage(env, instance),
        # RETENTION_*: the retention schedule's periods and batch size.
        **_retention(env),
        # NEWSLETTER_*: the newsletter's sending rate and batches; COMPANY_POSTAL_ADDRESS.
        **_newsletter(env),
        # BOOKING_CALENDAR_*, CALENDAR_SECRET_KEY, CALENDAR_ALLOW_PRIVATE_TARGETS.
        **_calendars(env, production),
        # BOOKING_*: the discovery call visitors book (web/booking_config.py).
        **_booking(env),
    }
