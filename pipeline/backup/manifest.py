"""What a backup says about itself (manifest.json, the last member of its tar): when its
database snapshot was taken, the dialect and schema revision, the rows per table, a sha256
per file, a fingerprint of the SECRET_KEY (never the key) the erasure ledger's hashes
were made with, and its signature.

The signature is an HMAC-SHA256, under a key derived from SECRET_KEY, of the manifest's
whole content, which holds every member's checksum: only an install holding the key can
make a manifest that verifies, so a backup altered after it was made (rows added, an
upload swapped for a page) is refused, however well its checksums and fingerprint were
copied (issue 33). The fingerprint only says which key, for a clearer refusal."""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import asdict, dataclass, field
from datetime import datetime

from pipeline.settings import setting

FORMAT = 1
NAME = "manifest.json"
DUMP_NAMES = {"sqlite": "database.sqlite3", "postgresql": "database.pgdump"}
UPLOADS_PREFIX = "uploads/"


class BackupError(RuntimeError):
    """A backup that can't be made or restored, with the reason for the operator."""


def key_fingerprint() -> str:
    """Tells two keys apart without revealing either: a restore with another SECRET_KEY
    could not match the ledger's hashes, so it is refused."""
    key = str(setting("SECRET_KEY")).encode()
    return hmac.new(key, b"backup-key-fingerprint", hashlib.sha256).hexdigest()[:16]


@dataclass
class Manifest:
    created_at: datetime  # naive UTC, taken just before the database snapshot
    dialect: str
    schema_revision: str  # alembic_version's row(s), comma-joined
    tables: dict[str, int]
    files: dict[str, dict] = field(default_factory=dict)  # name -> {"sha256", "bytes"}
    secret_key_fingerprint: str = ""
    format: int = FORMAT
    signature: str = ""  # sign(): over everything above

    @property
    def dump_name(self) -> str:
        return DUMP_NAMES[self.dialect]

    @property
    def upload_names(self) -> list[str]:
        return sorted(n[len(UPLOADS_PREFIX) :] for n in self.files if n.startswith(UPLOADS_PREFIX))

    def _signed_content(self) -> bytes:
        data = asdict(self)
        data["created_at"] = self.created_at.isoformat()
        data.pop("signature")
        return json.dumps(data, sort_keys=True, separators=(",", ":")).encode()

    def sign(self) -> None:
        self.signature = _signature(self._signed_content())

    def signature_ok(self) -> bool:
        return hmac.compare_digest(self.signature, _signature(self._signed_content()))

    def to_bytes(self) -> bytes:
        data = asdict(self)
        data["created_at"] = self.created_at.isoformat()
        return json.dumps(data, indent=2, sort_keys=True).encode()

    @classmethod
    def from_bytes(cls, raw: bytes) -> Manifest:
        try:
            data = json.loads(raw)
            if data.get("format") != FORMAT:
                raise BackupError(f"backup format {data.get('format')!r} is not {FORMAT}")
            data["created_at"] = datetime.fromisoformat(data["created_at"])
            manifest = cls(**data)
        except (ValueError, TypeError, KeyError) as exc:
            raise BackupError(f"the backup's manifest is unreadable: {exc}") from None
        if manifest.dialect not in DUMP_NAMES:
            raise BackupError(f"the backup's database is {manifest.dialect!r}, unknown here")
        return manifest


def _signature(content: bytes) -> str:
    secret = str(setting("SECRET_KEY")).encode()
    # Its own key, not SECRET_KEY itself: nothing else signs with it.
    key = hmac.new(secret, b"backup-manifest-signing-key", hashlib.sha256).digest()
    return hmac.new(key, content, hashlib.sha256).hexdigest()


def digest_of(data: bytes) -> dict:
    return {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
