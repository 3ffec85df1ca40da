"""What every rule of the schedule offers: what is due now (the preview, for the admin
page) and applying it (the run). Both read the same selection, so the preview says exactly
what the run would delete if nothing changed in between."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime

from pipeline.retention.schedule import Kind


@dataclass(frozen=True)
class Due:
    count: int
    oldest: datetime | date | None


@dataclass(frozen=True)
class Rule:
    kind: Kind
    # now -> what the run would delete now
    due: Callable[[datetime], Due]
    # (now, batch size) -> how many records it deleted, a batch per transaction
    apply: Callable[[datetime, int], int]


def batches(ids: list, size: int) -> list[list]:
    return [ids[start : start + size] for start in range(0, len(ids), size)]
