"""Calendar passwords and feed addresses sealed at rest (issue 34): any text comes back
exactly (Hypothesis), never readable in the sealed form; the default key is derived from
SECRET_KEY (a new install works), CALENDAR_SECRET_KEY overrides it and rotates (the first
key seals, all open), and a key that can't open a value says so instead of failing."""

import pytest
from cryptography.fernet import Fernet
from flask import Flask
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.calendars.sealing import (
    Unreadable,
    derived_key,
    key_problem,
    reseal,
    seal,
    unseal,
)
from web.config import ConfigError, load_config


def _app(**config) -> Flask:
    app = Flask(__name__)
    app.config.update({"SECRET_KEY": "s" * 40, "CALENDAR_SECRET_KEY": "", **config})
    return app


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=300))
def test_any_text_comes_back_and_is_not_in_the_sealed_form(text):
    with _app().app_context():
        sealed = seal(text)
        assert unseal(sealed) == text
        if len(text) >= 4:
            assert text not in sealed and text.encode("utf-8") not in sealed.encode()


def test_the_default_key_is_derived_from_secret_key_and_a_set_key_overrides_it():
    with _app().app_context():
        sealed = seal("app-password")
    with _app().app_context():
        assert unseal(sealed) == "app-password"  # same SECRET_KEY: same derived key
    with _app(SECRET_KEY="t" * 40).app_context(), pytest.raises(Unreadable):
        unseal(sealed)
    assert derived_key("s" * 40) != derived_key("t" * 40)
    Fernet(derived_key("s" * 40))  # a valid Fernet key
    own = Fernet.generate_key().decode()
    with _app(CALENDAR_SECRET_KEY=own).app_context():
        mine = seal("app-password")
        with pytest.raises(Unreadable):
            unseal(sealed)  # sealed under the derived key, which is no longer used
    assert Fernet(own).decrypt(mine.encode()) == b"app-password"


def test_keys_rotate_first_seals_all_open():
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    with _app(CALENDAR_SECRET_KEY=old).app_context():
        sealed = seal("feed-address")
    with _app(CALENDAR_SECRET_KEY=f"{new}, {old}").app_context():
        assert unseal(sealed) == "feed-address"
        moved = reseal(sealed)
    with _app(CALENDAR_SECRET_KEY=new).app_context():
        assert unseal(moved) == "feed-address"


def test_a_bad_key_setting_stops_the_start(tmp_path):
    assert key_problem("") is None
    assert key_problem(Fernet.generate_key().decode()) is None
    assert "CALENDAR_SECRET_KEY must be Fernet keys" in key_problem("not-a-key")
    with pytest.raises(ConfigError, match="CALENDAR_SECRET_KEY"):
        load_config(tmp_path, {"CALENDAR_SECRET_KEY": "short"})
    config = load_config(tmp_path, {"APP_ENV": "production", "SECRET_KEY": "x" * 40})
    assert config["CALENDAR_ALLOW_PRIVATE_TARGETS"] is False
    assert config["BOOKING_CALENDAR_STALE_MINUTES"] == 30
    assert config["BOOKING_CALENDAR_REFRESH_MINUTES"] == 5
    with pytest.raises(ConfigError, match="BOOKING_CALENDAR_STALE_MINUTES"):
        load_config(tmp_path, {"BOOKING_CALENDAR_STALE_MINUTES": "0"})
