"""After a GDPR erase on SQLite, leave no copy of the erased rows on disk.

The erase runs with secure_delete, so the pages it writes have the rows zeroed. But in WAL
mode those pages are appended to the -wal file, which still holds the earlier versions of
the same pages, address and all, until a checkpoint copies the newest versions into the
database file and the log is truncated. Pages written earlier by connections without
secure_delete (the worker updating a row's status leaves the old bytes in the page's free
space) can keep a copy too, so if the address is still in the file after the checkpoint,
VACUUM rebuilds the database from live rows only, and the log it wrote is truncated again.

The -shm file is only an index of page numbers into the log and holds no row data."""

import logging
import mmap
import re
import time
from pathlib import Path

from sqlalchemy.engine import Connection, Engine

log = logging.getLogger(__name__)

# A reader mid-query makes a checkpoint report "busy"; each try already waits out the
# driver's busy timeout, so a few tries cover a burst of page views.
CHECKPOINT_TRIES = 5


def scrub(engine: Engine, *addresses: str) -> bool:
    """Checkpoint and truncate the log, VACUUM if any of the addresses is still in the
    file (one VACUUM for a retention batch, not one per person). True when the log was
    emptied (False is logged: a reader held it throughout)."""
    path = Path(engine.url.database) if engine.url.database not in (None, "", ":memory:") else None
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        conn.exec_driver_sql("PRAGMA secure_delete = ON")  # the VACUUM below writes too
        truncated = _checkpoint(conn)
        if path is not None and addresses and mentions(path, *addresses):
            log.info("Erased address still in free space of %s: VACUUM", path.name)
            conn.exec_driver_sql("VACUUM")
            truncated = _checkpoint(conn)
    return truncated


def _checkpoint(conn: Connection) -> bool:
    for attempt in range(CHECKPOINT_TRIES):
        busy, _, _ = conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)").one()
        if not busy:
            return True
        time.sleep(0.1 * (attempt + 1))
    log.warning("SQLite write-ahead log not truncated after an erase: readers kept it busy")
    return False


def mentions(path: Path, *texts: str) -> bool:
    """Whether the file holds any of `texts` in any letter case."""
    if not path.is_file() or path.stat().st_size == 0 or not texts:
        return False
    pattern = re.compile(b"|".join(re.escape(text.encode()) for text in texts), re.IGNORECASE)
    with path.open("rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
        return pattern.search(data) is not None
