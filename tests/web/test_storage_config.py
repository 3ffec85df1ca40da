"""Where uploads live (README, Configuration): the local UPLOADS_DIR by default, an
S3-compatible bucket with STORAGE_URL=s3://bucket/prefix and the usual endpoint, region and
key variables; anything else refused at start-up, never a silent fall back to local disk."""

import pytest
from flask import Flask

from pipeline import storage
from web.config import ConfigError, load_config


def test_the_local_folder_is_the_default(tmp_path):
    config = load_config(tmp_path, {})
    assert config["STORAGE_URL"] == ""
    assert config["UPLOADS_DIR"] == str(tmp_path / "uploads")
    app = Flask(__name__)
    app.config.update(config)
    with app.app_context():
        assert isinstance(storage.current(), storage.LocalStore)


def test_a_bucket_with_its_endpoint_region_and_keys(tmp_path):
    env = {
        "STORAGE_URL": " s3://site-uploads/blog/images/ ",
        "S3_ENDPOINT_URL": "https://abc123.r2.cloudflarestorage.com",
        "AWS_REGION": "auto",
        "AWS_ACCESS_KEY_ID": "key-id",
        "AWS_SECRET_ACCESS_KEY": "secret",
        "S3_ADDRESSING_STYLE": "Path",
    }
    config = load_config(tmp_path, env)
    assert config["STORAGE_URL"] == "s3://site-uploads/blog/images/"
    assert storage.parse_s3_url(config["STORAGE_URL"]) == ("site-uploads", "blog/images")
    assert config["S3_ENDPOINT_URL"] == "https://abc123.r2.cloudflarestorage.com"
    assert (config["S3_REGION"], config["S3_ADDRESSING_STYLE"]) == ("auto", "path")
    assert (config["AWS_ACCESS_KEY_ID"], config["AWS_SECRET_ACCESS_KEY"]) == ("key-id", "secret")
    # S3_REGION is the store's own; AWS_REGION / AWS_DEFAULT_REGION are the SDKs' names.
    assert load_config(tmp_path, {**env, "S3_REGION": "eu-west-2"})["S3_REGION"] == "eu-west-2"
    assert load_config(tmp_path, {"AWS_DEFAULT_REGION": "eu-west-1"})["S3_REGION"] == "eu-west-1"
    assert storage.parse_s3_url("s3://bucket") == ("bucket", "")


@pytest.mark.parametrize(
    "url", ["/srv/uploads", "file:///srv/uploads", "s3://", "s3://Bad_Bucket/x", "gs://b/p"]
)
def test_a_storage_url_we_cannot_use_is_refused_at_start_up(tmp_path, url):
    with pytest.raises(ConfigError, match="STORAGE_URL must be empty .* or s3://bucket/prefix"):
        load_config(tmp_path, {"STORAGE_URL": url})
    app = Flask(__name__)
    app.config.update(STORAGE_URL=url, UPLOADS_DIR=str(tmp_path / "uploads"))
    with app.app_context(), pytest.raises(ValueError, match="STORAGE_URL"):
        storage.current()  # configured around web/config: still no local fall back


def test_an_unknown_addressing_style_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="S3_ADDRESSING_STYLE must be one of auto, path"):
        load_config(tmp_path, {"S3_ADDRESSING_STYLE": "dns"})
