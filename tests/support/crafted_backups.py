"""Backups as an attacker (or a damaged disk) would hand them over: a real backup's members
with uploads added or swapped, counts changed, and the manifest's checksums made to match,
then signed with a given key (the attacker's own, or the site's when a test needs only the
upload checks to stand in the way), or left unsigned."""

from __future__ import annotations

import hashlib
import hmac
import io
import json
import tarfile
from pathlib import Path

from flask import Flask

MANIFEST = "manifest.json"


def _signature(manifest: dict, secret: str) -> str:
    """What pipeline/backup/manifest.py computes, under any key (as a forger would): the
    manifest's content but its signature, as compact JSON with sorted keys."""
    content = {name: value for name, value in manifest.items() if name != "signature"}
    data = json.dumps(content, sort_keys=True, separators=(",", ":")).encode()
    key = hmac.new(secret.encode(), b"backup-manifest-signing-key", hashlib.sha256).digest()
    return hmac.new(key, data, hashlib.sha256).hexdigest()


def rewritten(
    app: Flask,
    source: Path,
    target: Path,
    *,
    uploads: dict[str, bytes] | None = None,
    tables: dict[str, int] | None = None,
    sign_with: str | None = "site",
) -> Path:
    """`source` with `uploads` added (uploads/<name>), `tables` counts overwritten, every
    checksum made to match; signed with `sign_with` ("site": the app's SECRET_KEY; None:
    no signature). The key fingerprint is always copied as it was."""
    with tarfile.open(source) as tar:
        members = {m.name: tar.extractfile(m).read() for m in tar if m.name != MANIFEST}
        manifest = json.loads(tar.extractfile(MANIFEST).read())
    members.update({f"uploads/{name}": data for name, data in (uploads or {}).items()})
    manifest["files"] = {
        name: {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
        for name, data in members.items()
    }
    manifest["tables"].update(tables or {})
    secret = app.config["SECRET_KEY"] if sign_with == "site" else sign_with
    manifest["signature"] = "" if secret is None else _signature(manifest, secret)
    raw = json.dumps(manifest, indent=2, sort_keys=True).encode()
    with tarfile.open(target, "w") as tar:
        for name, data in [*members.items(), (MANIFEST, raw)]:
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return target
