"""Stored times are naive UTC like every table's; the engine and the API work in aware UTC."""

from datetime import UTC, datetime


def aware(value: datetime) -> datetime:
    """A stored (naive UTC) time as the engine takes it."""
    return value.replace(tzinfo=UTC)


def naive(value: datetime) -> datetime:
    """An aware time as the tables store it (naive UTC)."""
    return value.astimezone(UTC).replace(tzinfo=None)


def iso(value: datetime) -> str:
    """An instant as the API gives it: UTC with a "Z"."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
