"""The backup settings (README, Configuration): folders under the instance by default,
BACKUP_KEEP a number of backups, at least one."""

import pytest

from web.config import ConfigError, load_config


def test_backups_and_the_ledger_live_under_the_instance_by_default(tmp_path):
    config = load_config(tmp_path, {})
    assert config["BACKUP_DIR"] == str(tmp_path / "backups")
    assert config["BACKUP_KEEP"] == 14
    assert config["ERASURE_LEDGER_PATH"] == str(tmp_path / "erasure-ledger.jsonl")
    shared = {"BACKUP_DIR": "/srv/backups", "BACKUP_KEEP": "30",
              "ERASURE_LEDGER_PATH": "/srv/shared/erasures.jsonl"}  # fmt: skip
    config = load_config(tmp_path, shared)
    assert (config["BACKUP_DIR"], config["BACKUP_KEEP"]) == ("/srv/backups", 30)
    assert config["ERASURE_LEDGER_PATH"] == "/srv/shared/erasures.jsonl"


@pytest.mark.parametrize("keep", ["0", "-1", "two", ""])
def test_backup_keep_must_be_at_least_one(tmp_path, keep):
    with pytest.raises(ConfigError, match="BACKUP_KEEP must be a number of backups"):
        load_config(tmp_path, {"BACKUP_KEEP": keep})
